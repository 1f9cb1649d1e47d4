/**
 * Explicit compile hints (V8's `//# allFunctionsCalledOnLoad`, Chrome 136 and later; docs/decisions/051):
 * a script that starts with this comment has all its functions compiled while it is streamed, on the
 * background thread that parses it, instead of one by one on the main thread the first time each runs.
 * Without it, the app chunk's evaluation and the page frame's hydration each compiled, on the main
 * thread, every function they ran for the first time: a third of the app chunk's task and nearly half of
 * the hydration's in traces (4× CPU: 31-54 against 20-28 ms, and 31-40 against 16-26 ms). Other browsers
 * read it as a comment.
 *
 * The hint goes only on the scripts a page runs as it starts, where every function is about to run
 * anyway: Gatsby's entry chunks (the webpack runtime, the framework, `app`), the page templates' and the
 * Slices' chunks and the chunks split from them, and the promotion's view (`promotion`), which every
 * content page loads once idle while a promotion runs and hydrates at once (load-promotion.ts). Code
 * loaded on intent (the booking's forms, the promotion's machine, the chat, the rarer blocks) keeps V8's
 * lazy compiling: most of it may never run.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

interface ChunkGroup {
  name?: string | null;
  isInitial(): boolean;
}
interface Chunk {
  files: Iterable<string>;
  groupsIterable: Iterable<ChunkGroup>;
}
/** The part of webpack 5's compiler the plugin uses (Gatsby's webpack; the site does not import it). */
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}
interface Compilation {
  chunks: Iterable<Chunk>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

/**
 * Gatsby's names for the chunks of page templates and Slices, which a page loads as it starts, and the
 * promotion's view.
 */
const startChunkGroup = /^(component---|slice---|promotion$)/;

/** Whether a page runs the chunk as it starts: an entry chunk, or one a template or Slice needs. */
export function runsAtStart(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable) {
    if (group.isInitial() || startChunkGroup.test(group.name ?? '')) return true;
  }
  return false;
}

const pluginName = 'CompileHints';

/**
 * Puts the hint at the top of the start scripts, after minifying (which drops comments) and before the
 * source maps are written and the real content hashes are taken, so both see the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsAtStart(chunk)) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
            }
          }
        },
      );
    });
  }
}
