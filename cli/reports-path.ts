// Whether a folder may be a reports folder: a run replaces it as a whole, so never a system path, a pseudo file
// system, a repository, the suite's own folder or a folder holding anything a run did not write.
import { accessSync, constants, existsSync, lstatSync, readdirSync, realpathSync, statfsSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, sep } from "node:path";
import { HarnessError } from "../harness/outcomes/errors.js";
import { ROOT } from "../harness/paths.js";

/** Folders that are never a reports folder, and (the first group) nothing under them either. */
const SYSTEM_TREES = ["/proc", "/sys", "/dev", "/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/boot"];
export const SYSTEM_FOLDERS = ["/", "/var", "/run", "/opt", "/srv", "/home", "/root", "/tmp", "/mnt", "/media", "/snap"];
/** statfs types of kernel file systems (procfs, sysfs, devpts, cgroup, debugfs …): a walk there may never end. */
const PSEUDO_FILE_SYSTEMS = new Set([0x9fa0, 0x62656572, 0x1cd1, 0x27e0eb, 0x63677270, 0x64626720, 0x73636673, 0x74726163,
  0x62656570, 0xcafe4a11, 0x6165676c, 0xde5e81e4, 0x42494e4d, 0x65735543, 0x19800202]);

/** What a bench (bench.json) and mutation testing (mutation/) keep in a reports folder: a run carries them over. */
export const CARRIED_OVER = ["bench.json", "mutation"];
/** What a run, `conformance report` or a bench writes in a reports folder: anything else there is not the suite's to replace. */
const BUNDLE_NAMES = new Set(["conformance.json", "conformance.md", "conformance-summary.md", "junit.xml", "manifest.sha256",
  "effective-config.json", "allure-results", "allure-results.previous", "allure-report", "allure-history", "history.jsonl",
  "container.log", ...CARRIED_OVER]);
/** Also a write cut short, and (in a folder that is a mount point) a run's lock and working folders. */
const isBundleName = (name: string) => BUNDLE_NAMES.has(name) || /\.partial-\d+$/.test(name) || name.startsWith(".conformance-");

const FIX = "give an empty or new folder in --reports (or CONFORMANCE_REPORTS_DIR), such as reports";

/** Whether the path names an entry (a symbolic link that leads nowhere, or round in a loop, is one). */
const isEntry = (path: string) => {
  try {
    return !!lstatSync(path);
  } catch {
    return false;
  }
};

/** The path with symbolic links resolved as far as it exists. */
export function realPathOf(path: string): string {
  const rest: string[] = [];
  let at = path;
  while (!isEntry(at) && dirname(at) !== at) {
    rest.unshift(basename(at));
    at = dirname(at);
  }
  return join(realpathSync(at), ...rest);
}

const within = (path: string, tree: string) => path === tree || path.startsWith(tree === "/" ? "/" : `${tree}${sep}`);

/** The nearest folder of the path that exists (the path itself when it does). */
function nearestExisting(path: string): string {
  let at = path;
  while (!isEntry(at)) at = dirname(at);
  return at;
}

/**
 * Refuses (HarnessError, exit 2) a reports folder a run may not replace, naming why; returns the folder's real path.
 * `extraNames` are more names the folder may hold (a history file the configuration keeps there); with `contents`
 * false, what the folder holds is not looked at (the folder of an image matrix holds a reports folder per image).
 */
export function checkReportsPath(dir: string, extraNames: readonly string[] = [], contents = true): string {
  try {
    return checkPath(dir, extraNames, contents);
  } catch (err) {
    if (err instanceof HarnessError || !(err as NodeJS.ErrnoException).code) throw err;
    throw new HarnessError(`the reports directory ${dir} cannot be used: ${(err as Error).message}`, `${FIX}, that this user may read and write`);
  }
}

function checkPath(dir: string, extraNames: readonly string[], contents: boolean): string {
  const real = realPathOf(dir);
  const refuse = (why: string, fix = FIX): never => {
    throw new HarnessError(`the reports directory ${dir}${real === dir ? "" : ` (${real})`} cannot be used: ${why}`, fix);
  };
  if (SYSTEM_FOLDERS.includes(real) || SYSTEM_TREES.some((t) => within(real, t))) refuse("it is a system path");
  try {
    if (PSEUDO_FILE_SYSTEMS.has(Number(statfsSync(nearestExisting(real)).type))) refuse("it is on a kernel file system (procfs, sysfs …)");
  } catch (err) {
    if (err instanceof HarnessError) throw err;
  }
  const root = realPathOf(ROOT);
  if (within(root, real)) refuse(`it is${real === root ? "" : " a folder holding"} the suite's own folder ${root}`);
  if (!existsSync(real)) {
    const at = nearestExisting(real);
    if (!statSync(at).isDirectory()) refuse(`${at} is a file, not a folder`, "give a directory path (or a path that does not exist yet) in --reports or CONFORMANCE_REPORTS_DIR");
    return checkWritable(at, dir, real);
  }
  if (!statSync(real).isDirectory()) refuse("not a directory", "give a directory path (or a path that does not exist yet) in --reports or CONFORMANCE_REPORTS_DIR");
  if (!contents) return checkWritable(real, dir, real);
  const entries = readdirSync(real);
  if (entries.includes(".git")) refuse("it is the root of a repository (it holds .git)");
  const foreign = entries.filter((name) => !isBundleName(name) && !extraNames.includes(name));
  if (foreign.length > 0) {
    refuse(`it holds what no run of this suite wrote (${foreign.slice(0, 5).join(", ")}${foreign.length > 5 ? ", …" : ""}), and a run replaces the folder as a whole`,
      `${FIX}, or move those files out`);
  }
  return checkWritable(real, dir, real);
}

/** The folder (or the nearest that exists, which a run creates its folders in) must be writable. */
function checkWritable(folder: string, dir: string, real: string): string {
  const at = nearestExisting(folder);
  try {
    accessSync(at, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new HarnessError(`the reports directory ${dir} cannot be used: ${at} is not writable (${code === "EROFS" ? "a read-only file system" : code})`,
      `give a folder this user may write in --reports or CONFORMANCE_REPORTS_DIR${code === "EROFS" ? "" : `, or make it writable (chmod u+w ${at})`}`);
  }
  return real;
}

/** Refuses a folder a run may not replace, the history file the configuration keeps there allowed; its real path. */
export function checkReportsFolder(dir: string, historyPath: string, contents = true): string {
  const historyRel = historyIn(dir, historyPath);
  return checkReportsPath(dir, historyRel ? [historyRel.split(/[\\/]/)[0]!] : [], contents);
}

/** The history file's path in the folder when the configuration keeps it there (a run carries it over). */
export function historyIn(dir: string, historyPath: string): string | undefined {
  const rel = relative(dir, historyPath);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : undefined;
}
