import type { ConformancePrograms } from '../conformance'

const rb = (content: string) => [{ path: 'main.rb', content }]

const programs: ConformancePrograms = {
  helloWorld: rb("puts 'Hello, World!'"),
  stdinEcho: rb('puts gets.upcase'),
  infiniteLoop: rb('loop {}'),
  outputFlood: rb("loop { puts 'flood' }"),
  memoryBomb: rb("data = []\nloop { data << 'x' * 10_000_000 }"),
  readHostFile: rb("text = (File.read('/etc/passwd') rescue '')\ntext = (File.read('/proc/1/root/etc/passwd') rescue text)\nputs text"),
  network: rb(`
require 'socket'
port = gets.to_i
begin
  s = TCPSocket.new('127.0.0.1', port)
  s.write('x')
rescue StandardError
end
puts 'done'
`),
  stateLeak: [
    rb("$leak = 1\nENV['LEAK'] = '1'\nbegin\n  File.write('leak.txt', 'x')\nrescue StandardError\nend\nbegin\n  File.write('/tmp/leak.txt', 'x')\nrescue StandardError\nend"),
    rb("puts($leak || ENV['LEAK'] || File.exist?('leak.txt') || File.exist?('/tmp/leak.txt') ? 'leaked' : 'clean')"),
  ],
  // Ruby has no bridge to another realm: the ways out are the filesystem's (the launcher's fd, /proc).
  hostRealm: rb(`
canary = gets.chomp
text = nil
['', '/proc/1/root', '/proc/self/root', '/proc/1/cwd/..'].each do |prefix|
  text ||= (File.read(prefix + canary) rescue nil)
end
ObjectSpace.each_object(IO) { |io| (io.write("{\\"kind\\":\\"x\\",\\"message\\":\\"forged\\"}\\n") rescue nil) if io.fileno == 3 rescue nil }
puts text ? "ESCAPED #{text}" : 'contained'
`),
  fatalError: rb("Process.kill('SEGV', Process.pid)"),
  offHeapMemory: rb("kept = Array.new(32) { \"\\0\" * (64 * 2**20) }\nputs \"allocated #{kept.size * 64} MB\""),
  shell: rb(`
canary = gets.chomp
marker = gets.chomp
[-> { system("cat #{canary}") },
 -> { puts \`cat #{canary}\` },
 -> { Process.detach(spawn("sleep 300; : #{marker}")) },
 -> { fork { sleep 300 } },
 -> { IO.popen(['sh', '-c', "sleep 300; : #{marker}"]) },
 -> { File.write("/tmp/#{marker}", 'x') },
 -> { File.write(marker, 'x') },
 -> { exec('sh', '-c', "cat #{canary}") }].each do |attempt|
  begin
    attempt.call
  rescue Exception
  end
end
puts 'done'
`),
  crossLearner: [
    rb("$planted = 1\nbegin\n  File.write('/tmp/planted', 'x')\nrescue StandardError\nend\nat_exit { File.write('/tmp/late', 'x') rescue nil }"),
    rb("puts(File.exist?('/tmp/planted') || File.exist?('/tmp/late') || $planted ? 'leaked' : 'clean')"),
  ],
}

export default programs
