package table

import "time"

// Presence values (SeatInfo.Presence).
const (
	Here = "here" // a connection holding the seat is open
	Away = "away"
	// A bot seat is always "bot".
)

// presence is one seat's presence as this server has seen it.
type presence struct {
	here  bool
	since time.Time // when here last changed; zero: not since the table was loaded
}

// refreshPresence works out each seat's presence from the subscribers
// (a seat is here while any subscriber's token controls it: the host's
// for hot-seat seats, the seat's own for an online one), and in a
// cluster from the other nodes' (cluster.go), and reports whether any
// seat's changed. Presence lives in memory only (and, in a cluster, in
// the database while its node lives): after a restart every seat is
// away until its player reconnects.
func (s *state) refreshPresence() bool {
	n := len(s.rec.Seats)
	if len(s.presence) != n {
		s.presence = make([]presence, n)
	}
	here := make([]bool, n)
	for sub := range s.subs {
		for _, y := range sub.you {
			if y >= 0 && y < n {
				here[y] = true
			}
		}
	}
	s.sharePresence(here)
	for i, r := range s.remote {
		if i < n && r {
			here[i] = true
		}
	}
	changed := false
	now := s.now()
	for i, h := range here {
		if s.presence[i].here != h {
			s.presence[i] = presence{here: h, since: now}
			changed = true
		}
	}
	return changed
}

// notePresence refreshes presence and, if a seat's changed, tells every
// subscriber but skip (nil: all). A spectator coming or going changes
// only the count, which travels with the next update: a crowd arriving
// costs no broadcast each.
func (s *state) notePresence(skip *Sub) {
	if s.refreshPresence() {
		s.broadcastExcept(skip)
	}
}

// reseat notes that who controls which seat changed (a claim, a seat
// reopened): each subscriber's seats are worked out again.
func (s *state) reseat() {
	for sub := range s.subs {
		sub.you, sub.host = s.controls(sub.token)
	}
	s.refreshPresence()
}

// describePresence fills in si's presence.
func (s *state) describePresence(si *SeatInfo) {
	if si.Kind == Bot {
		si.Presence = "bot"
		return
	}
	si.Presence = Away
	if si.Seat < len(s.presence) {
		p := s.presence[si.Seat]
		if p.here {
			si.Presence = Here
		}
		if !p.since.IsZero() {
			since := p.since
			si.Since = &since
		}
	}
}

// spectators counts the subscribers that hold no seat and are not the
// host.
func (s *state) spectators() int {
	n := 0
	for sub := range s.subs {
		if len(sub.you) == 0 && !sub.host {
			n++
		}
	}
	return n
}

// present reports whether seat's holder is connected.
func (s *state) present(seat int) bool {
	s.refreshPresence()
	return seat < len(s.presence) && s.presence[seat].here
}
