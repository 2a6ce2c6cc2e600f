package table

import (
	"fmt"
	"sync"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/locale"
	"evergreen/store"
)

// Telling: every event a reader is sent carries its sentence, worded by
// the game (game.Teller) in the reader's language for the reader's
// seat, so that the browser shows the log as the terminal prints it and
// keeps no wording of its own. The table's own events (undo, notices)
// are left to the page, which words them the same for every game.

// tellersKept bounds the Tellers a registry keeps: one per rule set and
// language being read, the oldest dropped when more are needed.
const tellersKept = 64

type tellerKey struct{ game, code, lang string }

// tellers are a registry's Tellers, shared by every table playing the
// same rule set: a Teller only reads.
type tellers struct {
	mu    sync.Mutex
	kept  map[tellerKey]game.Teller
	order []tellerKey
}

// messages are the platform's own words, for the name of a seat left
// unnamed.
var messages = sync.OnceValues(locale.Load)

// teller is the Teller of rules (of game g) in lang. A game whose
// wording cannot be made (a mistake in its content) is worded plainly,
// and the mistake logged: the table stays playable.
func (r *Registry) teller(g game.Game, rules game.Rules, lang string) game.Teller {
	k := tellerKey{g.Name(), rules.Code(), lang}
	r.tellers.mu.Lock()
	defer r.tellers.mu.Unlock()
	if t, ok := r.tellers.kept[k]; ok {
		return t
	}
	t, err := game.TellerOf(g, rules, lang)
	if err != nil {
		r.log.Error("table: the log cannot be worded", "game", g.Name(), "rules", rules.Code(), "lang", lang, "err", err)
		t = game.Plain{}
	}
	if r.tellers.kept == nil {
		r.tellers.kept = map[tellerKey]game.Teller{}
	}
	if len(r.tellers.order) >= tellersKept {
		delete(r.tellers.kept, r.tellers.order[0])
		r.tellers.order = r.tellers.order[1:]
	}
	r.tellers.kept[k] = t
	r.tellers.order = append(r.tellers.order, k)
	return t
}

// seatNames are the seats' names for a log in lang: each seat's own, or
// for one left unnamed "Player 2" in lang, as the pages name it.
func seatNames(seats []string, lang string) []string {
	out := make([]string, len(seats))
	for i, n := range seats {
		out[i] = n
		if n != "" {
			continue
		}
		if b, err := messages(); err == nil {
			out[i] = b.T(lang, "new.player", "n", i+1)
		} else {
			out[i] = fmt.Sprintf("Player %d", i+1)
		}
	}
	return out
}

// platformEvent reports whether an event is the table's own, not the
// game's.
func platformEvent(typ string) bool { return typ == engine.EventUndo || typ == EventNotice }

// tell words log, the entries of an update, for viewer in lang: at[j]
// is the index in the table's events of log[j], in increasing order, and
// all is every event so far, redacted for viewer (what the sentences may
// read for context).
func (s *state) tell(log []LoggedEvent, at []int, all []engine.Event, viewer engine.Seat, lang string) {
	if s.rules != nil {
		s.t.reg.tell(s.rec, s.rules, log, at, all, viewer, lang)
	}
}

// tell is state.tell for a table of rec under rules.
func (r *Registry) tell(rec store.Table, rules game.Rules, log []LoggedEvent, at []int, all []engine.Event, viewer engine.Seat, lang string) {
	if len(at) == 0 {
		return
	}
	g, err := r.games.Get(rec.Game)
	if err != nil {
		return
	}
	names := make([]string, len(rec.Seats))
	for i, st := range rec.Seats {
		names[i] = st.Name
	}
	pos := make(map[int]int, len(at))
	for j, i := range at {
		pos[i] = j
	}
	for _, l := range r.teller(g, rules, lang).Tell(all, at[0], viewer, seatNames(names, lang)) {
		if j, ok := pos[l.At]; ok && !platformEvent(log[j].Type) {
			log[j].Kind, log[j].Text = l.Kind, l.Text
		}
	}
}

// tellAll words every entry of log for viewer in lang (a replay's).
func (r *Registry) tellAll(rec store.Table, rules game.Rules, log []LoggedEvent, viewer engine.Seat, lang string) {
	all := make([]engine.Event, len(log))
	at := make([]int, len(log))
	for i, e := range log {
		all[i], at[i] = e.Event.Redact(viewer), i
	}
	r.tell(rec, rules, log, at, all, viewer, lang)
}
