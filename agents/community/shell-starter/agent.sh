#!/bin/sh
# Arena starter agent (POSIX shell + awk). Protocol: one JSON object per line on stdin/stdout
# (docs/protocol.md). Answer `start` with `ready`, each `turn` with an `action` for that turn.
# awk reads the whole conversation and keeps state between lines; it flushes after every answer.
exec awk '
  function field(name,    re) {            # the number after "name": on this line
    re = "\"" name "\":[0-9]+"
    if (!match($0, re)) return ""
    return substr($0, RSTART + length(name) + 3, RLENGTH - length(name) - 3)
  }
  /"type":"start"/ {
    game = ($0 ~ /"game":"connect-four"/) ? "connect-four" : "rock-paper-scissors"
    print "{\"type\":\"ready\"}"; fflush(); next
  }
  /"type":"turn"/ {
    turn = field("turn")
    if (game == "connect-four") {
      # the legal columns, e.g. "legal":[0,1,2,3,4,5,6]; play the one closest to the centre
      match($0, /"legal":\[[0-9,]*\]/)
      n = split(substr($0, RSTART + 9, RLENGTH - 10), legal, ",")
      best = legal[1]
      for (i = 2; i <= n; i++) {
        d = legal[i] - 3; if (d < 0) d = -d
        b = best - 3; if (b < 0) b = -b
        if (d < b) best = legal[i]
      }
      action = best
    } else {
      moves[0] = "\"rock\""; moves[1] = "\"paper\""; moves[2] = "\"scissors\""
      action = moves[turn % 3]
    }
    printf "{\"type\":\"action\",\"turn\":%s,\"action\":%s}\n", turn, action; fflush(); next
  }
  /"type":"end"/ { print "game over: " $0 > "/dev/stderr" }
'
