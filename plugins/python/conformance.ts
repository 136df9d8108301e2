import type { ConformancePrograms } from '../conformance'

const py = (content: string) => [{ path: 'main.py', content }]

const programs: ConformancePrograms = {
  helloWorld: py("print('Hello, World!')"),
  stdinEcho: py('print(input().upper())'),
  infiniteLoop: py('while True:\n    pass'),
  outputFlood: py("while True:\n    print('flood')"),
  memoryBomb: py("data = []\nwhile True:\n    data.append('x' * 10_000_000)"),
  readHostFile: py(`
text = ''
try:
    text = open('/etc/passwd').read()
except Exception:
    pass
try:
    from pyodide.code import run_js
    text = run_js("process.getBuiltinModule('fs').readFileSync('/etc/passwd', 'utf8')")
except Exception:
    pass
print(text)
`),
  network: py(`
import socket
port = int(input())
try:
    s = socket.create_connection(('127.0.0.1', port), timeout=1)
    s.sendall(b'x')
    s.recv(1)
except Exception:
    pass
try:
    from pyodide.code import run_js
    run_js(f"process.getBuiltinModule('net').connect({port}, '127.0.0.1')")
except Exception:
    pass
print('done')
`),
  stateLeak: [
    py("import builtins\nbuiltins.leak = 1\nimport sys\nsys.leak = 1\nopen('leak.txt', 'w').write('x')"),
    py("import builtins, os, sys\nprint('leaked' if hasattr(builtins, 'leak') or hasattr(sys, 'leak') or os.path.exists('leak.txt') else 'clean')"),
  ],
  // Pyodide's bridge to JavaScript: the process's own realm (the sandbox is the jail, not the bridge).
  hostRealm: py(`
canary = input()
text = ''
for attempt in ('import pyodide_js; text = pyodide_js._module.__proto__.constructor.constructor("return process")().getBuiltinModule("fs").readFileSync(canary, "utf8")',
                'import js; text = js.process.getBuiltinModule("fs").readFileSync(canary, "utf8")',
                'from pyodide.code import run_js; text = run_js("process").getBuiltinModule("fs").readFileSync(canary, "utf8")',
                'text = open(canary).read()'):
    try:
        exec(attempt)
    except BaseException:
        pass
    if text:
        break
print(text or 'contained')
`),
  fatalError: py('import sys\nsys.setrecursionlimit(10 ** 7)\ndef deeper(n):\n    return deeper(n + 1)\ndeeper(0)'),
  offHeapMemory: py("kept = [bytearray(64 * 2 ** 20) for _ in range(32)]\nprint('allocated', len(kept) * 64, 'MB')"),
  shell: py(`
import os
canary, marker = input(), input()
root = ''
try:
    from pyodide.code import run_js
    root = run_js('process.cwd()')
except BaseException:
    pass
for command in (f'cat {canary}', f"nohup sh -c 'sleep 300; : {marker}' >/dev/null 2>&1 &", f'touch /tmp/{marker} {root}/{marker}', f'umount -l {root}'):
    try:
        os.system(command)
    except BaseException:
        pass
try:
    run_js(f"process.getBuiltinModule('child_process').spawn('sh', ['-c', 'sleep 300; : {marker}'], {{ detached: true, stdio: 'ignore' }}).unref()")
except BaseException:
    pass
try:
    run_js(f"process.getBuiltinModule('fs').writeFileSync('{root}/{marker}', 'x')")
except BaseException:
    pass
print('done')
`),
  crossLearner: [
    py(`
import random, sys, os
random.randint = lambda a, b: 'leaked'
class Spy:
    def find_spec(self, *args):
        return None
sys.meta_path.insert(0, Spy())
open('/tmp/leak.txt', 'w').write('x')
site = [p for p in sys.path if p.endswith('site-packages')]
if site:
    open(os.path.join(site[0], 'leaky.py'), 'w').write('x = 1')
try:
    from pyodide.code import run_js
    run_js("Promise.reject(new Error('late'))")
except BaseException:
    pass
`),
    py(`
import random, sys, os, importlib.util
leaks = [random.randint(1, 2) == 'leaked', any(type(f).__name__ == 'Spy' for f in sys.meta_path), os.path.exists('/tmp/leak.txt'), importlib.util.find_spec('leaky') is not None]
print('leaked' if any(leaks) else 'clean')
`),
  ],
}
export default programs
