# The ruby plugin's launcher (plugins/ruby/README.md): started ahead of a run inside the sandbox, it says it is
# ready on fd 3, reads the entry's name (the first line of stdin), runs it with the rest of stdin as the learner's,
# and reports an error that ends the program as one JSON line on fd 3. Nothing here is visible to the program
# but STDIN, STDOUT and STDERR; a fresh process serves every run.
require 'json'

report_to = IO.new(3, 'w')
report_to.sync = true
report_to.write("ready\n")
entry = STDIN.gets.to_s.chomp
WORK = "#{ENV.fetch('HOME')}/"

def where(error)
  loc = (error.backtrace_locations || []).find { |l| l.absolute_path.to_s.start_with?(WORK) }
  return [loc.absolute_path.delete_prefix(WORK), loc.lineno] if loc
  m = error.message.match(%r{#{WORK}([^:\s]+):(\d+):})
  m ? [m[1], m[2].to_i] : [nil, nil]
end

def report(report_to, error)
  file, line = where(error)
  message = error.message.gsub(WORK, '')
  data = { kind: error.class.name, message: message.lines.first(30).join.strip }
  data[:file] = file if file
  data[:line] = line if line
  case error
  when SyntaxError then data[:category] = 'syntax'
  when NoMethodError then nil
  when NameError
    data[:category] = 'undefinedName'
    data[:name] = error.name.to_s
  when NoMemoryError then data[:memory] = true
  end
  STDOUT.flush
  report_to.write(JSON.generate(data) + "\n")
end

status = 0
begin
  load File.join(WORK, entry)
rescue SystemExit => e
  status = e.status
rescue Exception => e # rubocop:disable Lint/RescueException -- every way the program ends is reported
  begin
    report(report_to, e)
  rescue NoMemoryError
    report_to.write("{\"kind\":\"NoMemoryError\",\"message\":\"failed to allocate memory\",\"memory\":true}\n")
  end
  status = 1
end
STDOUT.flush
exit!(status)
