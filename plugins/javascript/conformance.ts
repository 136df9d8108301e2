import type { ConformancePrograms } from '../conformance'

const js = (content: string) => [{ path: 'script.js', content }]

const programs: ConformancePrograms = {
  rendersPreviews: true,
  helloWorld: js("console.log('Hello, World!')"),
  stdinEcho: js('console.log(prompt().toUpperCase())'),
  infiniteLoop: js('while (true) {}'),
  outputFlood: js("try { while (true) console.log('flood') } catch {} while (true) console.log('again')"),
  memoryBomb: js("const a = []; while (true) a.push(new Array(1e6).fill('x'))"),
  readHostFile: js(`
    let text = ''
    try { text = require('fs').readFileSync('/etc/passwd', 'utf8') } catch {}
    try { text = process.getBuiltinModule('fs').readFileSync('/etc/passwd', 'utf8') } catch {}
    try { text = this.constructor.constructor('return process')().getBuiltinModule('fs').readFileSync('/etc/passwd', 'utf8') } catch {}
    console.log(text)
  `),
  network: js(`
    const port = Number(prompt())
    try { fetch('http://127.0.0.1:' + port + '/') } catch {}
    try { require('net').connect(port, '127.0.0.1') } catch {}
    try { process.getBuiltinModule('net').connect(port, '127.0.0.1') } catch {}
    console.log('done')
  `),
  stateLeak: [js('globalThis.leak = 1; Object.prototype.leak = 1'), js("console.log(globalThis.leak === undefined && ({}).leak === undefined ? 'clean' : 'leaked')")],
  // The entry has a syntax error, so the host builds an error object; lib.js breaks out of a module wrapper
  // built by concatenation and replaces the host's describe hook, which then receives that host error.
  hostRealm: [
    { path: 'script.js', content: 'let = ;' },
    {
      path: 'lib.js',
      content: `});
const [canary] = [prompt()]
const grab = (e) => {
  try {
    const process = e.constructor.constructor('return process')()
    const found = 'ESCAPED ' + process.getBuiltinModule('fs').readFileSync(canary, 'utf8')
    console.log(found)
    return found
  } catch {}
  return 'described'
}
globalThis.__describe = grab
for (const value of [console.log, prompt, globalThis]) grab(value)
;(function () {`,
    },
  ],
  fatalError: js("'ab'.repeat(2 ** 27).split('')"),
  offHeapMemory: js("const kept = []\nfor (let i = 0; i < 32; i++) { const b = new ArrayBuffer(64 * 2 ** 20); new Uint8Array(b).fill(1); kept.push(b) }\nconsole.log('allocated', kept.length * 64, 'MB')"),
  shell: js(`
    const [canary, marker] = [prompt(), prompt()]
    for (const get of [() => require('child_process'), () => process.getBuiltinModule('child_process'), () => this.constructor.constructor('return process')().getBuiltinModule('child_process')]) {
      try {
        const cp = get()
        console.log(cp.execSync('cat ' + canary).toString())
        cp.spawn('sh', ['-c', 'sleep 300; : ' + marker], { detached: true, stdio: 'ignore' }).unref()
        cp.execSync('touch /tmp/' + marker + ' ./' + marker)
      } catch {}
    }
    console.log('done')
  `),
  crossLearner: [
    js("Object.prototype.leak = 1\nnew Promise((_, reject) => reject(new Error('late')))\nPromise.reject(new Error('later'))"),
    js("console.log(({}).leak === undefined ? 'clean' : 'leaked')"),
  ],
}
export default programs
