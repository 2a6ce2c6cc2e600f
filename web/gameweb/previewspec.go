package gameweb

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"evergreen/preview"
)

// PreviewRequest is a balance preview as asked for: how many games, the
// bots (one bot name for every seat, or a list, one per seat) and how
// many seats (0: the offer's default, or as many as bots are listed).
type PreviewRequest struct {
	Games int
	Bots  json.RawMessage
	Seats int
}

// PreviewSpec checks a preview request against what the game offers.
// seatsKey is the game's own name for the number of seats ("seats",
// "houses"), so that a problem names the field the request used.
func PreviewSpec(p PreviewRequest, seatsKey string, offer preview.Offer) (preview.Spec, error) {
	spec := preview.Spec{Games: p.Games}
	bots := strings.TrimSpace(string(p.Bots))
	switch {
	case bots == "" || bots == "null":
	case strings.HasPrefix(bots, `"`):
		var one string
		if err := json.Unmarshal(p.Bots, &one); err != nil {
			return spec, fmt.Errorf("%w: bots: %s", ErrBadRequest, JSONProblem(err))
		}
		spec.Bots = repeat(offer, one, p.Seats)
	default:
		if err := json.Unmarshal(p.Bots, &spec.Bots); err != nil {
			return spec, fmt.Errorf("%w: bots: must be a bot name or a list of them", ErrBadRequest)
		}
		if p.Seats != 0 && p.Seats != len(spec.Bots) {
			return spec, fmt.Errorf("%w: %s: %d, but %d bots are listed", ErrBadRequest, seatsKey, p.Seats, len(spec.Bots))
		}
	}
	if len(spec.Bots) == 0 && p.Seats != 0 && len(offer.Bots) > 0 {
		spec.Bots = repeat(offer, offer.Bots[0], p.Seats)
	}
	return spec.Normalize(offer)
}

// repeat seats bot name n times (the offer's default when n is 0).
func repeat(offer preview.Offer, name string, n int) []string {
	if n == 0 {
		n = offer.Seats
	}
	if n < 0 || n > offer.Max {
		n = offer.Max + 1 // let Normalize say what is wrong
	}
	return slices.Repeat([]string{name}, n)
}

// PreviewQuery reads ?games=&bots=a,b&SEATSKEY= (all optional), the
// query that names a preview already asked for.
func PreviewQuery(r *http.Request, seatsKey string) (PreviewRequest, error) {
	q := r.URL.Query()
	var p PreviewRequest
	for _, f := range []struct {
		key string
		dst *int
	}{{"games", &p.Games}, {seatsKey, &p.Seats}} {
		if v := q.Get(f.key); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return PreviewRequest{}, fmt.Errorf("%w: %s: must be a number", ErrBadRequest, f.key)
			}
			*f.dst = n
		}
	}
	if v := q.Get("bots"); v != "" {
		list := strings.Split(v, ",")
		if len(list) == 1 {
			p.Bots, _ = json.Marshal(list[0])
		} else {
			p.Bots, _ = json.Marshal(list)
		}
	}
	return p, nil
}
