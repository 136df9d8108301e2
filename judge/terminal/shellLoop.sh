# The terminal's shell loop (docs/terminal.md "How a line runs"): bash reads no command from the terminal.
# Each line comes from the judge on fd 5, base64-encoded and already checked against the page's permitted
# commands; it runs with the terminal as its stdin (programs read what the learner types) and fds 5 and 6
# closed, and its exit status goes back on fd 6. Ctrl+C is a plain byte on the terminal (-isig): the judge
# interrupts a running command by signalling the command's processes itself. After each line the loop prints
# an end mark on the terminal ($1, a secret of the judge's: no /proc shows it), so the judge shows the next
# prompt after every byte the line printed, then reports the status.
stty -isig 2>/dev/null
trap ':' INT
end_mark=$1
while IFS= read -r -u 5 encoded; do
  line=$(printf '%s' "$encoded" | base64 -d)
  eval "$line" 5<&- 6>&- </dev/tty
  status=$?
  printf '\033]51;%s\007' "$end_mark" >/dev/tty
  printf '%s\n' "$status" >&6
done
