/**
 * The empty Slice the bench's bare page maps its header and footer slots to (src/build/bench-bare.ts):
 * Gatsby resolves every slot a page of this build may use (the layout's, reached from
 * gatsby-browser's page wrapper), so the bare page needs slices to name; this one renders nothing.
 */
export default function BenchBareSlice() {
  return null;
}
