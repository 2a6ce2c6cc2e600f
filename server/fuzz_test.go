package server

import (
	"errors"
	"net/http/httptest"
	"testing"
)

// FuzzFrame feeds arbitrary WebSocket frames to the parser: never a
// panic; either a frame with everything its type needs, or a bad-request
// error that says what was wrong.
func FuzzFrame(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","seat":0,"move":"roll","seq":0}`,
		`{"type":"move","seat":1,"move":"choose","option":1,"seq":7}`,
		`{"type":"move","seat":2,"move":"invest","item":"estate-butler","seq":3}`,
		`{"type":"seat","seat":1}`, `{"type":"ping"}`, `{"type":"chat","seat":1,"kind":"text","text":"hi"}`, `{"type":"chat","seat":1}`, `{"type":"move"}`, `{}`, `[]`, `null`, `{"type":"seat","seat":-1}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fr, err := parseFrame(data)
		if err != nil {
			if !errors.Is(err, errBadRequest) || err.Error() == "" {
				t.Fatalf("unclear error %v", err)
			}
			return
		}
		switch fr.Type {
		case "move":
			if fr.Seat == nil || fr.Seq == nil || fr.Move == "" {
				t.Fatalf("move frame accepted without its fields: %s", data)
			}
		case "seat":
			if fr.Seat == nil {
				t.Fatalf("seat frame without seat: %s", data)
			}
		case "chat":
			if fr.Seat == nil || fr.Kind == "" {
				t.Fatalf("chat frame without seat or kind: %s", data)
			}
		case "ping":
		default:
			t.Fatalf("unknown type accepted: %q", fr.Type)
		}
	})
}

// FuzzTokenFor reads tokens from arbitrary headers without panicking.
func FuzzTokenFor(f *testing.F) {
	f.Add("Bearer abc", "eg_ABCDEF=xyz")
	f.Add("", "")
	f.Add("Bearer", "eg_ABCDEF")
	f.Fuzz(func(t *testing.T, auth, cookie string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Authorization", auth)
		r.Header.Set("Cookie", cookie)
		_ = tokenFor(r, "ABCDEF")
	})
}
