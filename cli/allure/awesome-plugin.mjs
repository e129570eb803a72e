// Allure 3's awesome report as the suite shows it: the plugin itself, with its app changed where it would pull against
// the verdict or hide what the run has. Each change is one exact text of the app's bundle (allure 3.18.0, pinned), and
// the report is not written when a text is not found: an upgrade of Allure must look at these again.
import AwesomePlugin from "@allurereport/plugin-awesome";

/** [what it changes, the bundle's text, the text it becomes]. */
export const APP_PATCHES = [
  [
    // A link with a relative URL (the spec's copy inside the report: ../spec/…#section) was a dead label: Allure opens
    // only absolute http(s), mailto and tel links. It opens in a new tab, as Allure's other links do.
    "spec links open at their section, in a new tab",
    "Pu=({link:e})=>{const{url:t,name:n,type:r}=e,a=(0,Ae.UG)(t),",
    "Pu=({link:e})=>{const{url:t,name:n,type:r}=e,a=(0,Ae.UG)(t)??(/^\\.\\.?\\/[^\\s\"'<>]*$/.test(t)?t:void 0),",
  ],
  [
    // The success-rate treemap painted a group with no passed, failed or broken test (pending open points) as 0 %: red.
    // Such a group has no success rate; it is grey, as skipped tests are everywhere in the report.
    "pending is neutral in the success-rate treemap",
    "colors:e=>d(e.data.colorValue??0)",
    "colors:e=>0===e.data.eligibleCount?\"var(--color-status-skipped-chart-fill)\":d(e.data.colorValue??0)",
  ],
  [
    // Status transitions said "no history" until a third run: the transitions into the latest report (its only bar
    // after two runs) were not shown unless an earlier report had some too.
    "status transitions show from the second run",
    "u=i.filter((e=>\"current\"!==e.id)).every((e=>0===e.fixed&&0===e.regressed&&0===e.malfunctioned));return!s||c?Wr(zk,{title:t,children:Wr(Ug,{title:r(\"no-results\"),icon:Hr.lineChartsBarChartSquare})}):1===n.length&&s||u?",
    "u=i.filter((e=>\"current\"!==e.id)).every((e=>0===e.fixed&&0===e.regressed&&0===e.malfunctioned));return!s||c?Wr(zk,{title:t,children:Wr(Ug,{title:r(\"no-results\"),icon:Hr.lineChartsBarChartSquare})}):!1?",
  ],
];

/** The app's code with every change made; throws naming the one whose text is not found exactly once. */
export function patchedApp(code) {
  for (const [what, from, to] of APP_PATCHES) {
    const at = code.indexOf(from);
    if (at < 0 || code.indexOf(from, at + 1) >= 0) {
      throw new Error(`the Allure awesome app no longer holds the text cli/allure/awesome-plugin.mjs changes for "${what}": `
        + "check the change against the installed Allure version, then update or drop it");
    }
    code = code.slice(0, at) + to + code.slice(at + from.length);
  }
  return code;
}

const INLINE_APP = /(<script[^>]*src="data:text\/javascript;base64,)([A-Za-z0-9+/=]+)(")/;

/** A file of the report as written: the app's bundle patched (its own file, or inlined in a single-file report). */
function patchedFile(path, data) {
  if (/(^|\/)app-[^/]*\.js$/.test(path)) return Buffer.from(patchedApp(data.toString("utf8")), "utf8");
  if (!/(^|\/)index\.html$/.test(path)) return data;
  const html = data.toString("utf8");
  const inline = INLINE_APP.exec(html);
  if (!inline) return data;
  const app = Buffer.from(patchedApp(Buffer.from(inline[2], "base64").toString("utf8")), "utf8").toString("base64");
  return Buffer.from(html.slice(0, inline.index) + inline[1] + app + inline[3] + html.slice(inline.index + inline[0].length), "utf8");
}

/** Allure's awesome plugin, writing its files through patchedFile. */
export default class ConformanceAwesomePlugin extends AwesomePlugin {
  constructor(options, context) {
    super(options, context);
    for (const hook of ["start", "update", "done"]) {
      const original = this[hook];
      this[hook] = (context, ...rest) => original(withPatchedFiles(context), ...rest);
    }
  }
}

function withPatchedFiles(context) {
  const files = context.reportFiles;
  const reportFiles = new Proxy(files, {
    get: (target, key) => (key === "addFile" ? (path, data) => target.addFile(path, patchedFile(path, data)) : Reflect.get(target, key)),
  });
  return new Proxy(context, { get: (target, key) => (key === "reportFiles" ? reportFiles : Reflect.get(target, key)) });
}
