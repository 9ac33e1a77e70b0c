"""Arena starter agent (Python).

Protocol: one JSON object per line on stdin/stdout (docs/protocol.md). Answer `start` with
`ready`, each `turn` with an `action` for that turn. Log to stderr, never to stdout.
"""
import json
import sys

ROWS, COLUMNS = 6, 7
BEATS = {"rock": "paper", "paper": "scissors", "scissors": "rock"}


def landing_row(board, col):
    """Where a piece dropped in `col` lands, or -1 when the column is full (row 0 is the top)."""
    for row in range(ROWS - 1, -1, -1):
        if board[row][col] == 0:
            return row
    return -1


def four_in_a_row(board, row, col, mark):
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        count = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while 0 <= r < ROWS and 0 <= c < COLUMNS and board[r][c] == mark:
                count += 1
                r, c = r + sign * dr, c + sign * dc
        if count >= 4:
            return True
    return False


def would_win(board, col, mark):
    row = landing_row(board, col)
    if row < 0:
        return False
    board[row][col] = mark
    wins = four_in_a_row(board, row, col, mark)
    board[row][col] = 0
    return wins


def connect_four(observation):
    board, mark, legal = observation["board"], observation["mark"], observation["legal"]
    other = 2 if mark == 1 else 1
    for who in (mark, other):  # win if we can, else block
        for col in legal:
            if would_win(board, col, who):
                return col
    return min(legal, key=lambda col: abs(col - 3))  # the legal column closest to the centre


def rock_paper_scissors(observation):
    history = observation["history"]
    if not history:
        return "rock"
    counts = {"rock": 0, "paper": 0, "scissors": 0}
    for _mine, theirs in history:
        counts[theirs] += 1
    return BEATS[max(counts, key=counts.get)]


STEPS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def light_cycles(observation):
    """Move to the free cell with the most free neighbours."""
    grid, (hx, hy) = observation["grid"], observation["heads"][observation["you"]]

    def free(x, y):
        return 0 <= y < len(grid) and 0 <= x < len(grid[y]) and grid[y][x] == "."

    best, best_score = "up", -1
    for name, (dx, dy) in STEPS.items():
        x, y = hx + dx, hy + dy
        if not free(x, y):
            continue
        score = sum(free(x + ex, y + ey) for ex, ey in STEPS.values())
        if score > best_score:
            best, best_score = name, score
    return best


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    game = ""
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if message["type"] == "start":
            game = message["game"]
            send({"type": "ready"})
        elif message["type"] == "turn":
            observation = message["observation"]
            if game == "connect-four":
                action = connect_four(observation)
            elif game == "light-cycles":
                action = light_cycles(observation)
            else:
                action = rock_paper_scissors(observation)
            send({"type": "action", "turn": message["turn"], "action": action})
        elif message["type"] == "end":
            print(f"game {message['gameId']} over: {message['result']}", file=sys.stderr)


if __name__ == "__main__":
    main()
