package everdellbots

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"evergreen/games/everdell"
)

// Weights are the evaluator's weights (eval.go), in points: what each of
// the quantities it reads from a seat is reckoned to bring by the end of
// the game. They are data, one set a file under weights/ (embedded): hand,
// chosen by hand and measured (docs/BOTS.md), and learned, fitted by
// Train on self-play games.
type Weights struct {
	// ResScale times Res[r] is a resource of kind r (twig, resin,
	// pebble, berry) while it can still be spent; the product is kept in
	// two factors so that the hand set's arithmetic stays as it was.
	ResScale float64
	Res      [everdell.NumRes]float64
	// Hand is a card in hand while the city has room for it; Placement a
	// worker placement still to make; Production a production card's
	// yield for each production season to come.
	Hand, Placement, Production float64
	// EventReady and EventPartial are the shares of an open basic
	// event's points counted for a city that meets it and, times the
	// square of the share of its cards held, one that does not yet.
	EventReady, EventPartial float64
	// SpecialReady, SpecialHand and SpecialOne are the shares of an open
	// special event's points counted when both of its cards are in the
	// city, one in the city and the other in hand, or one only;
	// SpecialWorth is what one that scores no fixed points is reckoned
	// to bring.
	SpecialReady, SpecialHand, SpecialOne, SpecialWorth float64
	// Bias is what a seat still playing will score beyond all the rest.
	Bias float64
	// HandPoints is a point of the cards in hand, while they can be
	// played; ResActions and HandActions what a resource and a card in
	// hand gain for every 10 actions left; Room a free space in the city.
	// The hand set reads none of them (0).
	HandPoints, ResActions, HandActions, Room float64
}

// WeightSet is one weights file: its set's name, the command that
// produced it, and its weights; Fit, for a fitted set, says on what.
type WeightSet struct {
	Name    string
	Command string
	Fit     *FitSummary
	Weights Weights
}

// FitSummary describes a fit: the self-play games and the seat samples
// it read, the ridge penalty, and the share of the target's variance the
// weights explain (R²) on the samples.
type FitSummary struct {
	Bot     string  `json:"bot"`
	Games   int     `json:"games"`
	Seed    uint64  `json:"seed"`
	Samples int     `json:"samples"`
	Ridge   float64 `json:"ridge"`
	R2      float64 `json:"r2"`
}

// WeightsVersion is the version of the weights files this package reads.
const WeightsVersion = 1

// ErrWeights is the error of a weights file that cannot be read.
var ErrWeights = errors.New("everdellbots: bad weights file")

// weightsError says what is wrong with a weights file, and where.
type weightsError struct {
	file, where, why string
}

func (e *weightsError) Error() string {
	if e.where == "" {
		return fmt.Sprintf("everdellbots: weights file %s: %s", e.file, e.why)
	}
	return fmt.Sprintf("everdellbots: weights file %s: %s: %s", e.file, e.where, e.why)
}

func (e *weightsError) Unwrap() error { return ErrWeights }

// weightsJSON is a weights file as written: Version a pointer, to tell
// a file without one from version 0, and the weights read one by one, so
// that each missing, unknown or malformed one is named.
type weightsJSON struct {
	Version *int            `json:"version"`
	Name    string          `json:"name"`
	Command string          `json:"command"`
	Fit     *FitSummary     `json:"fit,omitempty"`
	Weights json.RawMessage `json:"weights"`
}

// weightField is one weight of a file: its key and where it sits in
// Weights.
type weightField struct {
	key string
	at  *float64
}

// weightFields names each weight of w in the order a file writes them.
func weightFields(w *Weights) []weightField {
	fs := []weightField{{"res_scale", &w.ResScale}}
	for r := range everdell.NumRes {
		fs = append(fs, weightField{"res_" + everdell.ResName(r), &w.Res[r]})
	}
	return append(fs,
		weightField{"hand", &w.Hand}, weightField{"placement", &w.Placement}, weightField{"production", &w.Production},
		weightField{"event_ready", &w.EventReady}, weightField{"event_partial", &w.EventPartial},
		weightField{"special_ready", &w.SpecialReady}, weightField{"special_hand", &w.SpecialHand},
		weightField{"special_one", &w.SpecialOne}, weightField{"special_worth", &w.SpecialWorth},
		weightField{"bias", &w.Bias}, weightField{"hand_points", &w.HandPoints},
		weightField{"res_actions", &w.ResActions}, weightField{"hand_actions", &w.HandActions},
		weightField{"room", &w.Room})
}

// ParseWeights reads one weights file (named file in its errors): a
// JSON object with the version (WeightsVersion), the set's name, the
// command that produced it and every weight, each a finite number. Any
// other field, a weight missing or repeated, or trailing data is an
// error that says which and where.
func ParseWeights(file string, data []byte) (WeightSet, error) {
	bad := func(where, why string, a ...any) (WeightSet, error) {
		return WeightSet{}, &weightsError{file: file, where: where, why: fmt.Sprintf(why, a...)}
	}
	var raw weightsJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return bad("", "not a weights object: %s", jsonWhere(data, err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("", "more data after the weights object")
	}
	switch {
	case raw.Version == nil:
		return bad("version", "missing (this package reads version %d)", WeightsVersion)
	case *raw.Version != WeightsVersion:
		return bad("version", "is %d, but this package reads version %d", *raw.Version, WeightsVersion)
	case raw.Name == "":
		return bad("name", "missing: a set must be named")
	case raw.Command == "":
		return bad("command", "missing: say what produced these weights")
	case raw.Weights == nil:
		return bad("weights", "missing")
	}
	var ws map[string]json.RawMessage
	if err := json.Unmarshal(raw.Weights, &ws); err != nil || ws == nil {
		return bad("weights", "not an object of weights")
	}
	set := WeightSet{Name: raw.Name, Command: raw.Command, Fit: raw.Fit}
	for _, f := range weightFields(&set.Weights) {
		v, ok := ws[f.key]
		if !ok || string(v) == "null" {
			return bad("weights."+f.key, "missing")
		}
		if err := json.Unmarshal(v, f.at); err != nil {
			return bad("weights."+f.key, "is %s, not a number", v)
		}
		delete(ws, f.key)
	}
	if len(ws) > 0 {
		keys := make([]string, 0, len(ws))
		for k := range ws {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		return bad("weights."+keys[0], "not a weight this package knows")
	}
	return set, nil
}

// jsonWhere words a decoding error with the line it happened on.
func jsonWhere(data []byte, err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	return fmt.Sprintf("line %d: %v", 1+bytes.Count(data[:off], []byte("\n")), err)
}

// MarshalJSON writes the set as ParseWeights reads it, the weights in a
// fixed order, so that the same set is always the same bytes.
func (s WeightSet) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	head, err := json.Marshal(struct {
		Version int         `json:"version"`
		Name    string      `json:"name"`
		Command string      `json:"command"`
		Fit     *FitSummary `json:"fit,omitempty"`
	}{WeightsVersion, s.Name, s.Command, s.Fit})
	if err != nil {
		return nil, err
	}
	b.Write(head[:len(head)-1])
	b.WriteString(`,"weights":{`)
	w := s.Weights
	for i, f := range weightFields(&w) {
		v, err := json.Marshal(*f.at)
		if err != nil {
			return nil, fmt.Errorf("everdellbots: weight %s: %w", f.key, err)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%s", f.key, v)
	}
	b.WriteString("}}")
	return []byte(b.String()), nil
}

// Encode is the set as a weights file: indented JSON and a final newline.
func (s WeightSet) Encode() ([]byte, error) {
	data, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, data, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

//go:embed weights/*.json
var weightFiles embed.FS

// weightSets reads the embedded weights files once; each file's name
// (weights/NAME.json) must be its set's.
var weightSets = sync.OnceValues(func() (map[string]Weights, error) {
	return readWeightSets(weightFiles, "weights")
})

// readWeightSets reads every weights file in dir of fsys.
func readWeightSets(fsys fs.FS, dir string) (map[string]Weights, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("everdellbots: weights: %w", err)
	}
	sets := map[string]Weights{}
	for _, e := range entries {
		file := path.Join(dir, e.Name())
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, fmt.Errorf("everdellbots: weights: %w", err)
		}
		set, err := ParseWeights(file, data)
		if err != nil {
			return nil, err
		}
		if want := strings.TrimSuffix(e.Name(), ".json"); set.Name != want {
			return nil, &weightsError{file: file, where: "name", why: fmt.Sprintf("is %q, but the file is named for %q", set.Name, want)}
		}
		sets[set.Name] = set.Weights
	}
	return sets, nil
}

// WeightsNamed is the embedded weight set of that name ("hand",
// "learned").
func WeightsNamed(name string) (Weights, error) {
	sets, err := weightSets()
	if err != nil {
		return Weights{}, err
	}
	w, ok := sets[name]
	if !ok {
		return Weights{}, fmt.Errorf("everdellbots: no weight set %q among the embedded weights/*.json", name)
	}
	return w, nil
}

// mustWeights is WeightsNamed for the sets this package ships, which its
// tests read: a set missing or malformed is a build that cannot play.
func mustWeights(name string) Weights {
	w, err := WeightsNamed(name)
	if err != nil {
		panic(err)
	}
	return w
}
