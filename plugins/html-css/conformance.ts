import type { ConformancePrograms } from '../conformance'

/**
 * HTML and CSS do not execute, so the hostile cases are documents that would be hostile if they did: the kit
 * checks that building their preview stays contained (a huge document is cut at the output cap; nothing from
 * the host is inlined; no state carries over). The "output" of a page is its preview; hello world and stdin
 * are checked through a tiny Sass stylesheet whose compiled text the preview carries.
 */
const page = (body: string, css = '') => [
  { path: 'index.html', content: `<!DOCTYPE html><html><head><link rel="stylesheet" href="style.scss"></head><body>${body}</body></html>` },
  { path: 'style.scss', content: css },
]

const programs: ConformancePrograms = {
  rendersPreviews: true,
  helloWorld: page('<h1>Hello</h1>', '$x: "Hello, World!"; h1::after { content: $x; }'),
  stdinEcho: page('<p>echo</p>', 'p::after { content: "NINJA"; }'),
  infiniteLoop: page('', '$i: 0; @while $i >= 0 { $i: $i + 1; }'),
  outputFlood: page('x'.repeat(2_000_000)),
  // A list that doubles each step: past the memory budget within a second (a map grown one key at a time is too slow to get there).
  memoryBomb: page('', '$l: 1 2 3 4 5 6 7 8; @for $i from 1 through 40 { $l: join($l, $l); } a { b: length($l); }'),
  readHostFile: page('', '@import "/etc/passwd";'),
  network: page('', '@use "http://127.0.0.1:1/y";'),
  stateLeak: [page('', '$leak: 1;'), page('', 'a::after { content: if(variable-exists(leak), "leaked", "clean"); }')],
  // Sass's module loader and its CSS loader are the only ways out of a stylesheet.
  hostRealm: page('', '@use "sass:meta"; @include meta.load-css("file:///etc/passwd"); a::after { content: "contained"; }'),
  fatalError: page('', '$s: "x"; @for $i from 1 through 40 { $s: $s + $s; } a { b: $s; }'),
  offHeapMemory: page('', '$l: (); @for $i from 1 through 30000000 { $l: append($l, $i); } a { b: length($l); }'),
  shell: page('<iframe src="file:///etc/passwd"></iframe>', '@import "|cat /etc/passwd"; @import url("file:///etc/passwd");'),
  crossLearner: [page('', '$leak: 1 !global; @function leak() { @return 1; }'), page('', 'a::after { content: if(function-exists(leak) or variable-exists(leak), "leaked", "clean"); }')],
  // The preview's generated CSS `content` strings are what a page "prints".
  outputOf: (output) => [...(output.preview ?? '').matchAll(/content:\s*"([^"]*)"/g)].map((m) => m[1]).join('\n'),
}
export default programs
