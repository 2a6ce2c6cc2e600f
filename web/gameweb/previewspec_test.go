package gameweb

import (
	"errors"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"evergreen/preview"
)

func TestPreviewSpec(t *testing.T) {
	offer := preview.Offer{Bots: []string{"quick", "slow"}, Seats: 2, Min: 2, Max: 4}
	for _, tc := range []struct {
		req  PreviewRequest
		bots []string
		err  string
	}{
		{PreviewRequest{}, []string{"quick", "quick"}, ""},
		{PreviewRequest{Bots: []byte(`"slow"`), Seats: 3}, []string{"slow", "slow", "slow"}, ""},
		{PreviewRequest{Bots: []byte(`"slow"`)}, []string{"slow", "slow"}, ""},
		{PreviewRequest{Seats: 3}, []string{"quick", "quick", "quick"}, ""},
		{PreviewRequest{Bots: []byte(`["quick","slow"]`)}, []string{"quick", "slow"}, ""},
		{PreviewRequest{Bots: []byte(`["quick","slow"]`), Seats: 3}, nil, "houses: 3, but 2 bots are listed"},
		{PreviewRequest{Bots: []byte(`5`)}, nil, "bots: must be a bot name or a list of them"},
		{PreviewRequest{Bots: []byte(`"quick"`), Seats: 9}, nil, "a table seats 2 to 4 players, got 5 bots"},
	} {
		spec, err := PreviewSpec(tc.req, "houses", offer)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("PreviewSpec(%s, %d) = %v, want an error saying %q", tc.req.Bots, tc.req.Seats, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(spec.Bots, tc.bots) {
			t.Errorf("PreviewSpec(%s, %d) = %v, %v; want bots %v", tc.req.Bots, tc.req.Seats, spec.Bots, err, tc.bots)
		}
	}
}

func TestPreviewQuery(t *testing.T) {
	p, err := PreviewQuery(httptest.NewRequest("GET", "/?games=20&bots=a,b&houses=2", nil), "houses")
	if err != nil || p.Games != 20 || p.Seats != 2 || string(p.Bots) != `["a","b"]` {
		t.Errorf("PreviewQuery = %+v (bots %s), %v", p, p.Bots, err)
	}
	if p, _ := PreviewQuery(httptest.NewRequest("GET", "/?bots=a", nil), "houses"); string(p.Bots) != `"a"` {
		t.Errorf("one bot in the query reads as %s, want one name", p.Bots)
	}
	_, err = PreviewQuery(httptest.NewRequest("GET", "/?houses=four", nil), "houses")
	if !errors.Is(err, ErrBadRequest) || !strings.Contains(err.Error(), "houses: must be a number") {
		t.Errorf("a bad number: %v", err)
	}
}
