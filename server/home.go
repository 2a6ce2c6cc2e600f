package server

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"evergreen/game"
	"evergreen/table"
)

// The home page lists "your tables": every table whose cookie this
// browser holds (set when it set the table or claimed a seat) and whose
// token still opens it, so a player who closed the tab finds the game
// again. Only the stored records are read (table.Registry.Held); no
// table is loaded for it.

// maxHeldShown bounds the list on the home page.
const maxHeldShown = 10

// heldRow is one line of the home page's list of the visitor's tables.
// The words for a status and a seat are in the template (home.html).
type heldRow struct {
	Code   string
	Game   string // the game's title ("Everdell")
	Status string // table.Lobby, table.Playing or table.Ended
	Seats  []table.HeldSeat
	Age    string // "3 hours ago"
	// Bots are the players' words for the game's bots, by bot name
	// (botWords); a bot without is named as it is.
	Bots map[string]string
}

func (s *Server) pageHome(w http.ResponseWriter, r *http.Request) {
	tokens := map[string]string{}
	for _, c := range r.Cookies() {
		if code, ok := strings.CutPrefix(c.Name, cookieName("")); ok && c.Value != "" {
			tokens[code] = c.Value
		}
	}
	p := page{Games: s.gameChoices()}
	// Each cookie costs a store read, and one that opens no table is a
	// failed lookup like a guessed room code (guessLimits): a request
	// full of made-up cookies spends the visitor's budget, and once it is
	// spent the page is drawn without the list and reads nothing. Held
	// itself reads at most table.MaxHeld cookies.
	addr := s.clientAddr(r)
	if len(tokens) > 0 && !s.guesses.blocked(addr) {
		held, err := s.tables.Held(r.Context(), tokens)
		if err != nil {
			// The home page works without the list; say why it is missing.
			s.log.Warn("home: listing the visitor's tables", "err", err)
		}
		s.guesses.spendN(addr, min(wellFormed(tokens), table.MaxHeld)-len(held))
		now := time.Now()
		say := func(key string, pairs ...any) string { return s.text(r, key, pairs...) }
		for _, h := range held[:min(len(held), maxHeldShown)] {
			p.Held = append(p.Held, heldRow{Code: h.Code, Game: s.gameTitle(h.Game), Status: h.Status, Seats: h.Seats, Age: ago(now, h.Created, say), Bots: s.botWords(h.Game)})
		}
	}
	s.render(w, r, "home.html", p)
}

// ago says how long before now t was, in the words a person would use,
// written by say (a catalog's texts in the visitor's language).
func ago(now, t time.Time, say func(key string, pairs ...any) string) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return say("ago.now")
	case d < time.Hour:
		return say("ago.minutes", "n", int(d/time.Minute))
	case d < 24*time.Hour:
		return say("ago.hours", "n", int(d/time.Hour))
	case d < 30*24*time.Hour:
		return say("ago.days", "n", int(d/(24*time.Hour)))
	}
	u := t.UTC()
	return say("ago.date", "day", u.Day(), "month", say("month."+strconv.Itoa(int(u.Month()))), "year", strconv.Itoa(u.Year()))
}

// wellFormed counts the cookies that name a well-formed room code: the
// ones Held looks up.
func wellFormed(tokens map[string]string) int {
	n := 0
	for code := range tokens {
		if c, ok := table.NormalizeCode(code); ok && c == code {
			n++
		}
	}
	return n
}

// gameTitle is the title of the hosted game called name (a table's
// stored game; "" is the default), or name itself for a game this server
// no longer hosts.
func (s *Server) gameTitle(name string) string {
	if g, err := s.cfg.Games.Get(name); err == nil {
		return g.Title()
	}
	return name
}

// botWords are the players' words for the bots of the hosted game
// called name ("" is the default), from its renderer's bots.json
// ({"bots": [[name, label, about], …], "names": {name: label}}): the
// levels' labels and the level each other bot plays like. A game that
// says nothing gets nil.
func (s *Server) botWords(name string) map[string]string {
	g, err := s.cfg.Games.Get(name)
	if err != nil {
		return nil
	}
	assets, ok := game.AssetsOf(g)
	if !ok {
		return nil
	}
	raw, err := fs.ReadFile(assets, "bots.json")
	if err != nil {
		return nil
	}
	var list struct {
		Bots  [][]string        `json:"bots"`
		Names map[string]string `json:"names"`
	}
	if json.Unmarshal(raw, &list) != nil {
		return nil
	}
	out := map[string]string{}
	for k, v := range list.Names {
		out[k] = v
	}
	for _, b := range list.Bots {
		if len(b) > 1 {
			out[b[0]] = b[1]
		}
	}
	return out
}
