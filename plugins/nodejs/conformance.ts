import type { ConformancePrograms } from '../conformance'

const js = (content: string) => [{ path: 'main.js', content }]
/** Every way a Node program might try, each in its own try: the permission model and the sandbox refuse them. */
const attempts = (lines: string[]) => lines.map((l) => `try { ${l} } catch {}`).join('\n')

const programs: ConformancePrograms = {
  helloWorld: js("console.log('Hello, World!')"),
  stdinEcho: js("console.log(require('fs').readFileSync(0, 'utf8').trim().toUpperCase())"),
  infiniteLoop: js('while (true) {}'),
  outputFlood: js("while (true) console.log('flood')"),
  memoryBomb: js("const kept = []\nwhile (true) kept.push(new Array(1_000_000).fill('x'))"),
  readHostFile: js(
    `let text = ''\n${attempts(["text += require('fs').readFileSync('/etc/passwd', 'utf8')", "text += require('fs').readFileSync('/proc/1/root/etc/passwd', 'utf8')"])}\nconsole.log(text)`,
  ),
  network: js(
    `const port = Number(require('fs').readFileSync(0, 'utf8').trim())\n${attempts(["require('net').connect(port, '127.0.0.1').on('error', () => {}).write('x')", "fetch('http://127.0.0.1:' + port).catch(() => {})"])}\nsetTimeout(() => console.log('done'), 200)`,
  ),
  stateLeak: [
    js(`globalThis.leak = 1\nprocess.env.LEAK = '1'\n${attempts(["require('fs').writeFileSync('leak.txt', 'x')", "require('fs').writeFileSync('/tmp/leak.txt', 'x')"])}`),
    js("const fs = require('fs')\nconsole.log(globalThis.leak || process.env.LEAK || fs.existsSync('leak.txt') || fs.existsSync('/tmp/leak.txt') ? 'leaked' : 'clean')"),
  ],
  // The program is the whole process: the judge's realm is another process. The ways out are the filesystem's.
  hostRealm: js(
    `const canary = require('fs').readFileSync(0, 'utf8').split('\\n')[0]\nlet text = ''\n${attempts([
      "text = text || require('fs').readFileSync(canary, 'utf8')",
      "text = text || require('fs').readFileSync('/proc/1/root' + canary, 'utf8')",
      "text = text || process.binding('fs').readFileUtf8(canary, 0)",
      "require('fs').writeSync(3, JSON.stringify({ kind: 'x', message: 'forged' }) + '\\n')",
    ])}\nconsole.log(text ? 'ESCAPED ' + text : 'contained')`,
  ),
  fatalError: js('process.abort()'),
  offHeapMemory: js("const kept = []\nfor (let i = 0; i < 32; i++) kept.push(Buffer.alloc(64 * 2 ** 20, 1))\nconsole.log('allocated', kept.length * 64, 'MB')"),
  shell: js(
    `const [canary, marker] = require('fs').readFileSync(0, 'utf8').split('\\n')\n${attempts([
      "console.log(require('child_process').execSync('cat ' + canary).toString())",
      "require('child_process').spawn('sh', ['-c', 'sleep 300; : ' + marker], { detached: true, stdio: 'ignore' }).unref()",
      "new (require('worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true })",
      "require('fs').writeFileSync('/tmp/' + marker, 'x')",
      "require('fs').writeFileSync(marker, 'x')",
      "process.dlopen({ exports: {} }, '/lib/x86_64-linux-gnu/libc.so.6')",
    ])}\nconsole.log('done')`,
  ),
  crossLearner: [
    js(`${attempts(["require('fs').writeFileSync('/tmp/planted', 'x')"])}\nprocess.on('exit', () => { try { require('fs').writeFileSync('/tmp/late', 'x') } catch {} })\nsetTimeout(() => {}, 10)`),
    js("const fs = require('fs')\nconsole.log(fs.existsSync('/tmp/planted') || fs.existsSync('/tmp/late') ? 'leaked' : 'clean')"),
  ],
}

export default programs
