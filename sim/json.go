package sim

import (
	"bytes"
	"encoding/json"
	"fmt"

	"evergreen/game"
)

// A report's JSON has the platform's keys in a fixed order and the game's
// own keys in their places among them: the seat count after the rule
// set, a seat's label after its name, the game's figures after the
// score, the items counted after the figures and, for the whole run,
// after the first seat's advantage. Nobles' reports read as they did
// before the game contract ("houses", "house", "gems" … "market"), and
// another game's read with its own words. Reading a report back (the
// Studio's preview keeps them) recovers every key in its order: a key
// the platform does not know is the game's, and its value's JSON kind
// says which part it is.

// object writes a JSON object one field at a time, in order.
type object struct {
	b   bytes.Buffer
	err error
}

func (o *object) field(key string, v any) {
	if o.err != nil {
		return
	}
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	} else {
		o.b.WriteByte(',')
	}
	k, _ := json.Marshal(key)
	o.b.Write(k)
	o.b.WriteByte(':')
	val, err := json.Marshal(v)
	if err != nil {
		o.err = fmt.Errorf("sim: %s: %w", key, err)
		return
	}
	o.b.Write(val)
}

func (o *object) bytes() ([]byte, error) {
	if o.err != nil {
		return nil, o.err
	}
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	}
	o.b.WriteByte('}')
	return o.b.Bytes(), nil
}

// MarshalJSON writes the report with the game's keys in their places.
func (rep Report) MarshalJSON() ([]byte, error) {
	var o object
	o.field("rules", rep.Rules)
	o.field("rules_code", rep.RulesCode)
	o.field(seatsKey(rep.Stats), rep.Seats)
	o.field("bots", rep.Bots)
	o.field("rotated", rep.Rotated)
	o.field("dealt", rep.Dealt)
	o.field("games", rep.Games)
	if rep.Partial {
		o.field("partial", rep.Partial)
		o.field("asked", rep.Asked)
	}
	o.field("seed", rep.Seed)
	o.field("by_bot", rep.ByBot)
	o.field("by_seat", rep.BySeat)
	if len(rep.ByRole) > 0 {
		o.field("role_kind", rep.RoleKind)
		o.field("by_role", rep.ByRole)
	}
	o.field("all", rep.All)
	o.field("shared_victories", rep.SharedVictories)
	o.field("first_seat", rep.FirstSeat)
	o.field("length", rep.Length)
	o.field("margin", rep.Margin)
	if k := rep.Stats.Items.Key; k != "" {
		o.field(k, rep.Items)
	}
	if len(rep.Fires) > 0 {
		o.field("fires", rep.Fires)
	}
	o.field("speed", rep.Speed)
	return o.bytes()
}

// seatsKey names the seat count.
func seatsKey(st game.Stats) string {
	if st.Seats.Key != "" {
		return st.Seats.Key
	}
	return "seats"
}

// MarshalJSON writes the group with the game's keys in their places.
func (g Group) MarshalJSON() ([]byte, error) {
	var o object
	o.field("name", g.Name)
	if g.Label != "" && g.LabelKey != "" {
		o.field(g.LabelKey, g.Label)
	}
	o.field("samples", g.Samples)
	o.field("wins", g.Wins)
	o.field("shared", g.Shared)
	o.field("win_rate", g.WinRate)
	o.field("win_share", g.WinShare)
	o.field("win_share_ci", g.ShareCI)
	o.field("score", g.Score)
	for _, f := range g.Metrics {
		o.field(f.Key, f.Mean)
	}
	if len(g.Items) > 0 && g.ItemsKey != "" {
		o.field(g.ItemsKey, g.Items)
	}
	o.field("distribution", g.Distribution)
	if g.Think != nil {
		o.field("think", g.Think)
	}
	return o.bytes()
}

// fields reads a JSON object's fields in order.
func fields(data []byte, each func(key string, raw json.RawMessage) error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("sim: a report part must be a JSON object")
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return fmt.Errorf("sim: %s: %w", key, err)
		}
		if err := each(key, raw); err != nil {
			return fmt.Errorf("sim: %s: %w", key, err)
		}
	}
	return nil
}

// kind is the first byte of a JSON value: '{', '[', '"', 'n', 't', 'f'
// or a digit or '-' for numbers.
func kind(raw json.RawMessage) byte {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return 0
	}
	return raw[0]
}

// UnmarshalJSON reads a report written by MarshalJSON: a number under a
// key it does not know is the seat count, a list (or null) the items.
func (rep *Report) UnmarshalJSON(data []byte) error {
	*rep = Report{}
	return fields(data, func(key string, raw json.RawMessage) error {
		var v any
		switch key {
		case "rules":
			v = &rep.Rules
		case "rules_code":
			v = &rep.RulesCode
		case "bots":
			v = &rep.Bots
		case "rotated":
			v = &rep.Rotated
		case "dealt":
			v = &rep.Dealt
		case "partial":
			v = &rep.Partial
		case "asked":
			v = &rep.Asked
		case "role_kind":
			v = &rep.RoleKind
		case "by_role":
			v = &rep.ByRole
		case "all":
			v = &rep.All
		case "length":
			v = &rep.Length
		case "margin":
			v = &rep.Margin
		case "fires":
			v = &rep.Fires
		case "games":
			v = &rep.Games
		case "seed":
			v = &rep.Seed
		case "by_bot":
			v = &rep.ByBot
		case "by_seat":
			v = &rep.BySeat
		case "shared_victories":
			v = &rep.SharedVictories
		case "first_seat":
			v = &rep.FirstSeat
		case "speed":
			v = &rep.Speed
		default:
			switch c := kind(raw); {
			case c == '-' || (c >= '0' && c <= '9'):
				rep.Stats.Seats.Key, v = key, &rep.Seats
			case c == '[' || c == 'n':
				rep.Stats.Items.Key, v = key, &rep.Items
			default:
				return fmt.Errorf("not a part of a report")
			}
		}
		if err := json.Unmarshal(raw, v); err != nil {
			return err
		}
		if key == "by_bot" || key == "by_seat" || key == "by_role" {
			rep.recoverKeys(v.(*[]Group))
		}
		return nil
	})
}

// recoverKeys takes the game's keys from groups read back.
func (rep *Report) recoverKeys(gs *[]Group) {
	for _, g := range *gs {
		if g.LabelKey != "" {
			rep.Stats.Seat.Key = g.LabelKey
		}
		if len(rep.Stats.Metrics) == 0 {
			for _, f := range g.Metrics {
				rep.Stats.Metrics = append(rep.Stats.Metrics, game.Metric{Key: f.Key})
			}
		}
	}
}

// UnmarshalJSON reads a group written by MarshalJSON: under a key it does
// not know, a string is the seat's label, an object a figure's mean and a
// list the items counted.
func (g *Group) UnmarshalJSON(data []byte) error {
	*g = Group{}
	return fields(data, func(key string, raw json.RawMessage) error {
		var v any
		switch key {
		case "name":
			v = &g.Name
		case "samples":
			v = &g.Samples
		case "wins":
			v = &g.Wins
		case "shared":
			v = &g.Shared
		case "win_rate":
			v = &g.WinRate
		case "win_share":
			v = &g.WinShare
		case "win_share_ci":
			v = &g.ShareCI
		case "score":
			v = &g.Score
		case "distribution":
			v = &g.Distribution
		case "think":
			v = &g.Think
		default:
			switch kind(raw) {
			case '"':
				g.LabelKey, v = key, &g.Label
			case '{':
				g.Metrics = append(g.Metrics, Figure{Key: key})
				v = &g.Metrics[len(g.Metrics)-1].Mean
			case '[', 'n':
				g.ItemsKey, v = key, &g.Items
			default:
				return fmt.Errorf("not a part of a report group")
			}
		}
		return json.Unmarshal(raw, v)
	})
}
