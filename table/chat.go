package table

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"evergreen/engine"
	"evergreen/store"

	"golang.org/x/time/rate"
)

// Chat limits.
const (
	// MaxChatRunes bounds one message.
	MaxChatRunes = 200
	// MaxChatLines bounds a table's chat, so that a table's record stays
	// small whatever its players do.
	MaxChatLines = 2000
	// ChatBurst messages may be sent at once, then one every ChatEvery,
	// per seat.
	ChatBurst = 5
	ChatEvery = 2 * time.Second
	// ChatPerMinute is what a seat's bucket lets through in a minute,
	// counted in a cluster against the seat's lines on every node
	// (store.Counter), so that a player talking through several nodes
	// has one budget, not one a node.
	ChatPerMinute = ChatBurst + int(time.Minute/ChatEvery)
)

// Chat line kinds.
const (
	ChatText     = "text"
	ChatReaction = "reaction"
)

// reactions are the quick reactions a player may send: names, which a
// client draws as it likes.
var reactions = []string{"thumbs-up", "clap", "wow", "laugh", "oops", "thinking", "gg", "thanks"}

// ErrTooFast: a seat sent chat faster than the limit (ChatBurst,
// ChatEvery); it may talk again shortly.
var ErrTooFast = errors.New("table: talking too fast")

// ChatLine is one line of a table's chat as clients see it. Text is as
// the player typed it (cleaned of control characters): a client shows
// it as text, never as markup.
type ChatLine struct {
	N    int64     `json:"n"`
	Seat int       `json:"seat"`
	Seq  int64     `json:"seq"` // the table's sequence number when it was said
	Kind string    `json:"kind"`
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

func chatLine(c store.Chat) ChatLine {
	return ChatLine{N: c.N, Seat: c.Seat, Seq: c.Seq, Kind: c.Kind, Text: c.Text, At: c.At}
}

// cleanChat returns a message fit to store and show: control and
// format characters (bidirectional overrides among them, which could
// make a line read as someone else's) removed, spaces trimmed. It
// refuses an empty, too long or badly encoded message.
func cleanChat(text string) (string, error) {
	if !utf8.ValidString(text) {
		return "", fmt.Errorf("%w: the message is not valid UTF-8 text", ErrBadRequest)
	}
	text = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) && r != '\u200d' { // keep the zero-width joiner of emoji
			if r == '\n' || r == '\t' {
				return ' '
			}
			return -1
		}
		return r
	}, text)
	text = strings.TrimSpace(text)
	switch n := utf8.RuneCountInString(text); {
	case n == 0:
		return "", fmt.Errorf("%w: the message is empty", ErrBadRequest)
	case n > MaxChatRunes:
		return "", fmt.Errorf("%w: a message may have at most %d characters, and this one has %d", ErrBadRequest, MaxChatRunes, n)
	}
	return text, nil
}

// Say adds a line to the table's chat for seat, which token must
// control: a message (kind ChatText) or a quick reaction (ChatReaction,
// text one of reactions). Spectators read the chat but do not write in
// it. A muted seat, a seat talking too fast and a full chat are
// refused.
func (t *Table) Say(ctx context.Context, token string, seat int, kind, text string) (ChatLine, error) {
	var line ChatLine
	var err error
	if e := t.do(ctx, func(s *state) { line, err = s.say(ctx, token, seat, kind, text) }); e != nil {
		return line, e
	}
	return line, err
}

func (s *state) say(ctx context.Context, token string, seat int, kind, text string) (ChatLine, error) {
	if !s.may(token, seat) {
		return ChatLine{}, fmt.Errorf("%w: only a seated player talks at the table, for a seat they hold (seat %d)", ErrForbidden, seat)
	}
	if s.rec.Seats[seat].Muted {
		return ChatLine{}, fmt.Errorf("%w: the host has muted seat %d", ErrForbidden, seat)
	}
	switch kind {
	case ChatText:
		var err error
		if text, err = cleanChat(text); err != nil {
			return ChatLine{}, err
		}
	case ChatReaction:
		if !slices.Contains(reactions, text) {
			return ChatLine{}, fmt.Errorf("%w: a reaction must be one of %s, not %q", ErrBadRequest, strings.Join(reactions, ", "), text)
		}
	default:
		return ChatLine{}, fmt.Errorf("%w: a chat line must be %q or %q, not %q (kind)", ErrBadRequest, ChatText, ChatReaction, kind)
	}
	if len(s.chat) >= MaxChatLines {
		return ChatLine{}, fmt.Errorf("%w: this table's chat is full (%d lines)", ErrBadRequest, MaxChatLines)
	}
	if s.talk == nil {
		s.talk = map[int]*rate.Limiter{}
	}
	lim, ok := s.talk[seat]
	if !ok {
		lim = rate.NewLimiter(rate.Every(ChatEvery), ChatBurst)
		s.talk[seat] = lim
	}
	now := s.now()
	if !lim.AllowN(now, 1) {
		return ChatLine{}, fmt.Errorf("%w: seat %d may send %d lines at once, then one every %v", ErrTooFast, seat, ChatBurst, ChatEvery)
	}
	if !s.chatCounted(ctx, seat) {
		return ChatLine{}, fmt.Errorf("%w: seat %d may send %d lines a minute", ErrTooFast, seat, ChatPerMinute)
	}
	c := store.Chat{N: s.lastChat() + 1, Seat: seat, Seq: s.seq, Kind: kind, Text: text, At: now}
	err := s.t.reg.store.AppendChat(ctx, s.rec.Code, c)
	if errors.Is(err, store.ErrConflict) {
		// Another node of a cluster logged a line first: take it in and
		// say this one after it.
		s.catchUp(newsChat)
		c.N = s.lastChat() + 1
		err = s.t.reg.store.AppendChat(ctx, s.rec.Code, c)
	}
	if err != nil {
		return ChatLine{}, fmt.Errorf("table: saving the chat line: %w", err)
	}
	line := chatLine(c)
	s.chat = append(s.chat, line)
	s.sendChat()
	return line, nil
}

// chatCounted counts a line of seat's in the cluster's shared count and
// reports whether it is within ChatPerMinute. Outside a cluster, or on a
// store that counts nothing, the seat's own bucket is the whole limit;
// a count that fails (the database is away) is skipped with a warning:
// the bucket still holds on this node.
func (s *state) chatCounted(ctx context.Context, seat int) bool {
	if s.t.reg.cluster == nil {
		return true
	}
	c, ok := s.t.reg.store.(store.Counter)
	if !ok {
		return true
	}
	n, err := c.AddCounts(ctx, time.Minute, 1, "chat/"+s.rec.Code+"/"+strconv.Itoa(seat))
	if err != nil {
		s.t.reg.log.Warn("table: counting chat across the cluster failed; this node's limit still applies", "table", s.rec.Code, "err", err)
		return true
	}
	return n[0] <= int64(ChatPerMinute)
}

// sendChat sends every subscriber the lines it has not had, in an
// update of type "chat" that carries nothing else: talking costs no
// view.
func (s *state) sendChat() {
	last := s.lastChat()
	for sub := range s.subs {
		if sub.lastChat >= last {
			continue
		}
		up := &Update{Type: "chat", Seq: s.seq, Seat: sub.seat, Waiting: []Waiting{}, Moves: []engine.Move{}, Log: []LoggedEvent{}, Chat: s.chatAfter(sub.lastChat)}
		select {
		case sub.c <- up:
			sub.lastChat = last
		default:
			s.t.reg.log.Warn("table: dropping a slow subscriber", "table", s.rec.Code, "seat", sub.seat)
			s.drop(sub)
		}
	}
}

// lastChat is the number of the table's last chat line (0: none).
func (s *state) lastChat() int64 {
	if len(s.chat) == 0 {
		return 0
	}
	return s.chat[len(s.chat)-1].N
}

// chatAfter returns the lines after line n.
func (s *state) chatAfter(n int64) []ChatLine {
	from := min(max(int(n), 0), len(s.chat)) // lines are numbered 1, 2, … from index 0
	return slices.Clone(s.chat[from:])
}

// Mute silences seat's chat, or lets it talk again. Host only.
func (t *Table) Mute(ctx context.Context, token string, seat int, muted bool) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host mutes a seat", ErrForbidden)
			return
		}
		if seat < 0 || seat >= len(s.rec.Seats) {
			err = fmt.Errorf("%w: no seat %d", ErrBadRequest, seat)
			return
		}
		if muted && s.may(token, seat) {
			// The host's Mute is for the others: their own seat (a solo or
			// hot-seat seat) is never silenced by it.
			err = fmt.Errorf("%w: seat %d is your own: Mute silences other players", ErrBadRequest, seat)
			return
		}
		s.rec.Seats[seat].Muted = muted
		if err = s.save(ctx); err == nil {
			s.broadcast()
		}
	}); e != nil {
		return e
	}
	return err
}

// ChatLog returns a table's whole chat, for the replay.
func (t *Table) ChatLog(ctx context.Context) ([]ChatLine, error) {
	var out []ChatLine
	err := t.do(ctx, func(s *state) { out = slices.Clone(s.chat) })
	if out == nil {
		out = []ChatLine{}
	}
	return out, err
}
