// The reference's schedule data: statuses, the spec's full currency list, and one stored schedule.
export const STATUSES = ["SCHEDULED", "STARTED", "COMPLETED", "CANCELLED"] as const;
export type ScheduleStatus = (typeof STATUSES)[number];

export const isStatus = (s: string): s is ScheduleStatus => (STATUSES as readonly string[]).includes(s);

/** "Currency values: …" of the spec, in its order. */
export const CURRENCIES = [
  "KRW", "USD", "EUR", "JPY", "CNY", "VND", "THB", "SGD", "AUD", "HKD", "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS",
  "AWG", "AZN", "BAM", "BBD", "BDT", "BGN", "BHD", "BIF", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN",
  "BZD", "CAD", "CDF", "CHE", "CHF", "CHW", "CLF", "CLP", "COP", "COU", "CRC", "CUC", "CUP", "CVE", "CZK", "DJF", "DKK",
  "DOP", "DZD", "EGP", "ERN", "ETB", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HNL", "HRK",
  "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "KES", "KGS", "KHR", "KMF", "KPW", "KWD", "KYD",
  "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR",
  "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR",
  "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SHP", "SLE", "SLL", "SOS", "SRD",
  "SSP", "STN", "SVC", "SYP", "SZL", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USN", "UYI",
  "UYU", "UYW", "UZS", "VED", "VES", "VUV", "WST", "XAF", "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XCD", "XDR", "XOF",
  "XPD", "XPF", "XPT", "XSU", "XTS", "XUA", "XXX", "YER", "ZAR", "ZMW", "ZWL",
] as const;

export interface Schedule {
  id: string;
  merchantId: string;
  storeId: string;
  billingKey: string;
  paymentId: string;
  status: ScheduleStatus;
  /** Milliseconds since the epoch, whole seconds. */
  scheduledAt: number;
  startedAt?: number;
  completedAt?: number;
  cancelledAt?: number;
  orderName: string;
  isCulturalExpense: boolean;
  isEscrow: boolean;
  products?: { id: string; name: string; amount: number; quantity: number }[];
  customer: { id: string; name: string };
  customData?: string;
  totalAmount: number;
  taxFreeAmount?: number;
  currency: string;
  origin?: { platform: string };
  noticeUrls: string[];
  installmentMonth?: number;
}

export const DAY_MS = 24 * 3600_000;
