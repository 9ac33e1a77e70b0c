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
    game = ($0 ~ /"game":"connect-four"/) ? "connect-four" : ($0 ~ /"game":"light-cycles"/) ? "light-cycles" : "rock-paper-scissors"
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
    } else if (game == "light-cycles") {
      # grid rows are strings ("." is free); heads are [x,y] per seat; take the first free way
      # in the order up, right, down, left
      you = field("you")
      match($0, /"grid":\[[^]]*\]/)
      rows = split(substr($0, RSTART + 8, RLENGTH - 9), grid, ",")
      for (i = 1; i <= rows; i++) gsub(/"/, "", grid[i])
      match($0, /"heads":\[[^"]*\]\]/)
      split(substr($0, RSTART + 9, RLENGTH - 10), coords, /[^0-9]+/)
      # coords holds x0 y0 x1 y1 … after a leading empty field
      k = 1; for (i = 1; k <= 2 * you + 2; i++) if (coords[i] != "") { c[k] = coords[i]; k++ }
      hx = c[2 * you + 1]; hy = c[2 * you + 2]
      split("up right down left", names, " "); split("0 1 0 -1", dxs, " "); split("-1 0 1 0", dys, " ")
      action = "\"up\""
      for (i = 1; i <= 4; i++) {
        x = hx + dxs[i]; y = hy + dys[i]
        if (y >= 0 && y < rows && x >= 0 && x < length(grid[y + 1]) && substr(grid[y + 1], x + 1, 1) == ".") { action = "\"" names[i] "\""; break }
      }
    } else {
      moves[0] = "\"rock\""; moves[1] = "\"paper\""; moves[2] = "\"scissors\""
      action = moves[turn % 3]
    }
    printf "{\"type\":\"action\",\"turn\":%s,\"action\":%s}\n", turn, action; fflush(); next
  }
  /"type":"end"/ { print "game over: " $0 > "/dev/stderr" }
'
