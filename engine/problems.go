package engine

import "fmt"

// SetupError reports a problem with a game's set-up (its seats, its first
// seat, its rig), located by a path such as "seats[1].planet[2]" or
// "draws.ordeal[0]". Every game's NewGame returns it.
type SetupError struct {
	Path    string
	Message string
}

func (e *SetupError) Error() string { return e.Path + ": " + e.Message }

// CheckSeating is the check every game's NewGame starts with: a table of
// n seats, between lo and hi, and a first seat among them. what names the
// seats in the message ("players", "Houses"). It returns nil when both hold.
func CheckSeating(n, first, lo, hi int, what string) *SetupError {
	if n < lo || n > hi {
		return &SetupError{"seats", fmt.Sprintf("a table seats %d to %d %s, got %d", lo, hi, what, n)}
	}
	if first < 0 || first >= n {
		return &SetupError{"first_seat", fmt.Sprintf("must be a seat from 0 to %d, got %d", n-1, first)}
	}
	return nil
}

// ViewError reports a seat's view that cannot be rebuilt into a state
// under the rule set given (a search bot's determinization), located by a
// path such as "houses[2].virtue". Game names the game it is of.
type ViewError struct {
	Game    string
	Path    string
	Message string
}

func (e *ViewError) Error() string { return e.Game + ": view " + e.Path + ": " + e.Message }

// ViewProblem returns how game's determinizer words a ViewError: at path,
// the message formatted as by fmt.Sprintf.
func ViewProblem(game string) func(path, format string, args ...any) error {
	return func(path, format string, args ...any) error {
		return &ViewError{Game: game, Path: path, Message: fmt.Sprintf(format, args...)}
	}
}
