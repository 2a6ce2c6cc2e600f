package game

import (
	"fmt"
	"strings"

	"evergreen/engine"
)

// Telling: one wording of a game's log for every front end. A game's
// TermUI is its Teller: the sentences the terminal prints are the ones
// the server sends the browser with each event (the table's update and
// the replay carry them), so no front end keeps a wording of its own.

// Teller words a game's log in one language under one rule set. Tell
// only reads the Teller: one Teller may word the logs of many tables at
// once.
type Teller interface {
	// Tell words log[from:] for viewer (engine.Spectator for a
	// spectator): one Told for each event that has a sentence, in order.
	// Every event of log is already redacted for viewer; earlier entries
	// may be read for context (the card being resolved). names are the
	// seats' names, each already given (a seat left unnamed is named by
	// the caller, in the reader's language).
	Tell(log []engine.Event, from int, viewer engine.Seat, names []string) []Told
}

// Told is one line of a worded log: At is the event's index in the log
// Tell was given, Kind what the line is (TellTurn or TellSeason for a
// heading, TellEvent for anything else), Text its sentence.
type Told struct {
	At   int
	Kind string
	Text string
}

// The kinds of Told: a turn's heading, a season's or round's heading,
// and every other line.
const (
	TellTurn   = "turn"
	TellSeason = "season"
	TellEvent  = "event"
)

// TellerOf is the Teller of g under r in lang: its terminal's wording
// (Terminal), in English where it does not speak lang, or, for a game
// without a terminal, Plain.
func TellerOf(g Game, r Rules, lang string) (Teller, error) {
	t, ok := g.(Terminal)
	if !ok {
		return Plain{}, nil
	}
	ui, err := t.Terminal(r, false)
	if err != nil {
		return nil, fmt.Errorf("the wording of %s: %w", g.Title(), err)
	}
	if lang == "" || ui.Speak(lang) != nil {
		if err := ui.Speak("en"); err != nil {
			return nil, fmt.Errorf("the wording of %s in English: %w", g.Title(), err)
		}
	}
	return ui, nil
}

// Plain words a log for a game that has no wording of its own: each
// event as its seat's name, its type and its fields, so that nothing it
// does is hidden from the log.
type Plain struct{}

// Tell words each event of log[from:] plainly.
func (Plain) Tell(log []engine.Event, from int, _ engine.Seat, names []string) []Told {
	out := make([]Told, 0, len(log)-from)
	for i := from; i < len(log); i++ {
		e := log[i]
		var b strings.Builder
		if e.Seat >= 0 && int(e.Seat) < len(names) {
			b.WriteString(names[e.Seat] + ": ")
		}
		b.WriteString(e.Type)
		for _, f := range []struct{ k, v string }{{"ref", e.Ref}, {"detail", e.Detail}, {"secret", e.Secret}} {
			if f.v != "" {
				fmt.Fprintf(&b, " %s=%s", f.k, f.v)
			}
		}
		for _, f := range []struct {
			k string
			v int
		}{{"amount", e.Amount}, {"private", e.Private}} {
			if f.v != 0 {
				fmt.Fprintf(&b, " %s=%d", f.k, f.v)
			}
		}
		out = append(out, Told{At: i, Kind: TellEvent, Text: b.String()})
	}
	return out
}
