import type { ConformancePrograms } from '../../judge/conformance/cases'

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
}
export default programs
