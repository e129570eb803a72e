// Preloaded into Allure 3 on Node 20: Iterator.prototype.toArray exists only from Node 22, and allure 3.15+ calls it in quality-gate.
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
IteratorPrototype.toArray ??= function toArray() {
  return [...this];
};
