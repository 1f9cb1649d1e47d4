/** The majors package.json's `engines.node` allows (scripts/node-version.mjs). */
export function projectNodeRange(): { range: string; from: number; below: number };
/** Exits with a message when this Node is not the project's; `what` names the script. */
export function requireProjectNode(what: string): void;
