package noblesweb_test

import (
	"context"
	"testing"

	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesgame"
	"evergreen/ruleset"
	"evergreen/server"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/storetest"
)

// nameIn files code in game's library.
func nameIn(t *testing.T, st store.Store, code, game, name string) {
	t.Helper()
	if _, err := st.NameRules(context.Background(), store.RulesName{Code: code, Game: game, Name: name}); err != nil {
		t.Fatal(err)
	}
}

// variant is a valid Nobles rule set: the default with patch merged on.
func variant(t *testing.T, patch string) []byte {
	t.Helper()
	merged, err := ruleset.Merge(content.Default(), []byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	r, err := noblesgame.New().Document(merged)
	if err != nil {
		t.Fatalf("variant %s: %v", patch, err)
	}
	return r.Doc()
}

// TestStudioLibraryIsNobles: the Studio names rule sets in Nobles' own
// library, lists only that, and opens no other game's rule set.
func TestStudioLibraryIsNobles(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	ts := startServer(t, func(c *server.Config) { c.Store = st })
	c := &client{t: t, base: ts.URL}

	// The planet game's rule set, in its own library.
	planet := storetest.SaveRules(t, st, []byte(`{"game":"evergreen","name":"Planet"}`))
	nameIn(t, st, planet, "evergreen", "Planet")
	// The planet game's rule set a table saved, with no library entry.
	planetTable := storetest.SaveRules(t, st, []byte(`{"game":"evergreen","name":"Planet table"}`))
	// A Nobles document filed in another game's library: the entry
	// decides.
	misfiled := storetest.SaveRules(t, st, variant(t, `{"turn_counting":"shared"}`))
	nameIn(t, st, misfiled, "evergreen", "Filed elsewhere")
	// A Nobles rule set a table saved opens here, though not in the
	// library.
	table := storetest.SaveRules(t, st, variant(t, `{"income":{"winter":2600}}`))

	status, out, _ := c.do("POST", "/api/rulesets", `{"name":"Mine","doc":{"income":{"winter":2500}}}`)
	mine, _ := out["code"].(string)
	if status != 201 {
		t.Fatalf("save = %d %v", status, out)
	}
	if n, err := st.RulesName(ctx, mine); err != nil || n.Game != "nobles" || n.Name != "Mine" {
		t.Errorf("the library entry saved is %+v, %v; want Mine in Nobles' library", n, err)
	}

	_, out, _ = c.do("GET", "/api/rulesets", "")
	list, _ := out["rulesets"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["code"] != mine {
		t.Errorf("the library lists %v, want only %s", list, mine)
	}
	for _, tc := range []struct{ what, code string }{
		{"the planet game's rule set", planet},
		{"the planet game's unnamed rule set", planetTable},
		{"a rule set in another game's library", misfiled},
	} {
		for _, path := range []string{"/api/rulesets/" + tc.code, "/api/rulesets/" + tc.code + "/export"} {
			if status, out, _ := c.do("GET", path, ""); status != 404 || errCode(out) != "not_found" {
				t.Errorf("%s: GET %s = %d %q, want 404 not_found", tc.what, path, status, errCode(out))
			}
		}
		if status, _, _ := c.do("GET", "/studio/"+tc.code, ""); status != 404 {
			t.Errorf("%s's page = %d, want 404", tc.what, status)
		}
	}
	if status, out, _ := c.do("GET", "/api/rulesets/"+table, ""); status != 200 || out["code"] != table || out["saved"] != false {
		t.Errorf("a table's Nobles rule set = %d %v, want 200, not saved", status, out)
	}
}
