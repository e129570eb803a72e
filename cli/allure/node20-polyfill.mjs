// Preloaded into Allure 3 on Node 20: Iterator.prototype.toArray exists only from Node 22 (TOOLCHAIN.md, pitfall 5).
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
IteratorPrototype.toArray ??= function toArray() {
  return [...this];
};
