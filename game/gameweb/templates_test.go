package gameweb

import (
	"html/template"
	"strings"
	"testing"
)

func TestStudioOpenTemplate(t *testing.T) {
	tpl, err := Templates(template.New("page"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	data := struct{ Base, DefaultCode string }{"/games/g", "ABCD1234"}
	if err := tpl.ExecuteTemplate(&b, "studio-open", data); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`action="/games/g/studio/open"`, `placeholder="ABCD1234"`, `data-testid="open-code"`, `data-testid="import-file"`, `id="import-result"`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the open-or-import card lacks %s:\n%s", want, b.String())
		}
	}
}
