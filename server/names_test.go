package server_test

import (
	"testing"

	"evergreen/server"
)

// TestNamesLoseTextDirectionTricks: a player's name with control or
// text-direction characters is stored without them, at the table and
// when claiming a seat; a Studio library name holding them is refused
// with a 400 that says why.
func TestNamesLoseTextDirectionTricks(t *testing.T) {
	ts, _ := hardened(t, server.Config{})
	host := &client{t: t, base: ts.URL}
	status, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local","name":"Ada\u202eevil\u0007"},{"kind":"online"}]}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, raw)
	}
	code := out["code"].(string)
	guest := &client{t: t, base: ts.URL}
	if status, _, raw := guest.do("POST", "/api/tables/"+code+"/claim", `{"seat":1,"name":"\u2066Ben\u2069\u200b"}`); status != 200 {
		t.Fatalf("claim: %d %s", status, raw)
	}
	_, info, _ := host.do("GET", "/api/tables/"+code, "")
	seats := info["seats"].([]any)
	if a, b := seats[0].(map[string]any)["name"], seats[1].(map[string]any)["name"]; a != "Adaevil" || b != "Ben" {
		t.Fatalf("names %q, %q", a, b)
	}
	status, out, raw = host.do("POST", "/api/rulesets", `{"name":"Fair\u202eriaF","doc":{"turns_per_season":3}}`)
	if status != 400 || errCode(out) != "bad_request" {
		t.Fatalf("a library name with an override: %d %s", status, raw)
	}
}
