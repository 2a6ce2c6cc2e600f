package server

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"evergreen/table"
)

// The home page lists "your tables": every table whose cookie this
// browser holds (set when it set the table or claimed a seat) and whose
// token still opens it, so a player who closed the tab finds the game
// again. Only the stored records are read (table.Registry.Held); no
// table is loaded for it.

// maxHeldShown bounds the list on the home page.
const maxHeldShown = 10

// heldRow is one line of the home page's list of the visitor's tables,
// ready to print.
type heldRow struct {
	Code    string
	Status  string // in words
	Players string // "Ada (you), Ben, a bot (steward)"
	Age     string // "set 3 hours ago"
	Ended   bool
}

func (s *Server) pageHome(w http.ResponseWriter, r *http.Request) {
	tokens := map[string]string{}
	for _, c := range r.Cookies() {
		if code, ok := strings.CutPrefix(c.Name, cookieName("")); ok && c.Value != "" {
			tokens[code] = c.Value
		}
	}
	p := page{}
	if len(tokens) > 0 {
		held, err := s.tables.Held(r.Context(), tokens)
		if err != nil {
			// The home page works without the list; say why it is missing.
			s.log.Warn("home: listing the visitor's tables", "err", err)
		}
		now := time.Now()
		for _, h := range held[:min(len(held), maxHeldShown)] {
			p.Held = append(p.Held, heldRow{Code: h.Code, Status: heldStatus(h.Status), Players: heldPlayers(h), Age: "set " + ago(now, h.Created), Ended: h.Status == table.Ended})
		}
	}
	s.render(w, "home.html", p)
}

func heldStatus(status string) string {
	switch status {
	case table.Lobby:
		return "Waiting for players"
	case table.Playing:
		return "In play"
	case table.Ended:
		return "The Gala is over"
	}
	return status
}

// heldPlayers names the seats of h in order.
func heldPlayers(h table.Held) string {
	names := make([]string, 0, len(h.Seats))
	for _, seat := range h.Seats {
		var n string
		switch {
		case seat.Kind == table.Bot:
			n = "a bot (" + seat.Bot + ")"
		case seat.Open:
			n = "an open seat"
		case seat.Name != "":
			n = seat.Name
		default:
			n = "a player"
		}
		if seat.Yours {
			n += " (you)"
		}
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}

// ago says how long before now t was, in the words a person would use.
func ago(now, t time.Time) string {
	d := now.Sub(t)
	plural := func(n int, unit string) string {
		if n == 1 {
			return "1 " + unit + " ago"
		}
		return fmt.Sprintf("%d %ss ago", n, unit)
	}
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return plural(int(d/time.Minute), "minute")
	case d < 24*time.Hour:
		return plural(int(d/time.Hour), "hour")
	case d < 30*24*time.Hour:
		return plural(int(d/(24*time.Hour)), "day")
	}
	return "on " + t.UTC().Format("2 January 2006")
}
