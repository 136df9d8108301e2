import type { ConformancePrograms } from '../../judge/conformance/cases'

const js = (content: string) => [{ path: 'script.js', content }]

const programs: ConformancePrograms = {
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
}
export default programs
