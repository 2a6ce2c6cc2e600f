package gameweb

// StudioAPI: the Rules Studio's JSON API (docs/API.md) as every game
// answers it: validate, save, import, list, get and export. The handlers
// are the same for every game; what differs (how a document is checked,
// how a rule set differs from the default) comes in as hooks.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"evergreen/locale"
	"evergreen/ruleset"
)

// Checked is the outcome of checking a rule-set document.
type Checked[C any] struct {
	RS       *C                // nil unless valid
	Problems []ruleset.Problem // every problem, each with its path
	// Changes is the game's diff from the default (a JSON list, never
	// null) whenever the document decodes, valid or not, so that the
	// editor shows what a draft changes while it is still being fixed.
	Changes any
}

// StudioAPI is a game's Studio API over its Library. Every field is
// required but ListGame.
type StudioAPI[C any] struct {
	Lib *Library[C]
	// Base is the game's base address: saved rule sets are at
	// Base+"/studio/"+code.
	Base string
	Log  *slog.Logger
	// MaxDoc bounds a rule-set document, in bytes.
	MaxDoc int
	// Fail answers an error (ErrNoRules with 404, the rest as Fail).
	Fail func(http.ResponseWriter, error)
	// Check merges doc (a whole rule set or a patch) onto the default
	// and checks it, its changes said in lang; err is only for failures
	// of the server, never of the document.
	Check func(lang string, doc []byte) (Checked[C], error)
	// Meta is a rule set's code, name and canonical document.
	Meta func(C) (code, name string, doc []byte)
	// Changes is how a valid rule set differs from the default, in lang
	// (a JSON list, never null).
	Changes func(lang string, rs C) any
	// ExportName is the file name a rule set downloads as.
	ExportName func(code string) string
	// ListGame: GET /api/rulesets names the game ("game").
	ListGame bool
	// GameName is the game's name, for ListGame.
	GameName string
	// Fields name the parts of a document in words: every problem the
	// API answers carries its field's words (FieldWords).
	Fields []Field
	// Words word the problems in the reader's locale (ruleset.WordingOf);
	// nil leaves them in English.
	Words *ruleset.Wording
}

// problems is ps as the API answers r: never null, each in words, the
// problems and the fields named in r's locale.
func (a *StudioAPI[C]) problems(r *http.Request, ps []ruleset.Problem) []ruleset.Problem {
	lang := locale.Negotiate(r)
	return Worded(FieldsIn(a.Fields, lang), ProblemList(a.Words.Problems(lang, ps)))
}

// Routes registers the API's handlers on m (relative to the game's base).
func (a *StudioAPI[C]) Routes(m *http.ServeMux) {
	m.HandleFunc("POST /api/rulesets/validate", a.validate)
	m.HandleFunc("POST /api/rulesets", a.save)
	m.HandleFunc("GET /api/rulesets", a.list)
	m.HandleFunc("POST /api/rulesets/import", a.importFile)
	m.HandleFunc("GET /api/rulesets/{code}", a.get)
	m.HandleFunc("GET /api/rulesets/{code}/export", a.export)
}

func (a *StudioAPI[C]) isDefault(code string) bool {
	_, def := a.Lib.Default()
	return code == def
}

// validateResponse is the answer of POST /api/rulesets/validate.
type validateResponse struct {
	OK       bool              `json:"ok"`
	Code     string            `json:"code,omitempty"`
	Name     string            `json:"name,omitempty"`
	Default  bool              `json:"default"`
	Problems []ruleset.Problem `json:"problems"`
	Changes  any               `json:"changes"`
}

// readChecked reads the request's document and checks it; on a failure
// of the request or the server it has answered and ok is false (a
// document's problems are in c, not a failure).
func (a *StudioAPI[C]) readChecked(w http.ResponseWriter, r *http.Request) (c Checked[C], ok bool) {
	doc, err := ReadDoc(r, a.MaxDoc)
	if err == nil {
		c, err = a.Check(locale.Negotiate(r), doc)
	}
	if err != nil {
		a.Fail(w, err)
		return c, false
	}
	return c, true
}

// validate checks a document and says what is wrong with it, path by
// path, or its code. The answer is always 200: problems are the result,
// not a failure.
func (a *StudioAPI[C]) validate(w http.ResponseWriter, r *http.Request) {
	c, ok := a.readChecked(w, r)
	if !ok {
		return
	}
	resp := validateResponse{OK: c.RS != nil, Problems: a.problems(r, c.Problems), Changes: c.Changes}
	if c.RS != nil {
		resp.Code, resp.Name, _ = a.Meta(*c.RS)
		resp.Default = a.isDefault(resp.Code)
	}
	WriteJSON(w, http.StatusOK, resp)
}

// saveRequest is the body of POST /api/rulesets: a document to save, or
// the code of a rule set already on this server to add to the library.
type saveRequest struct {
	Name string          `json:"name"`
	Doc  json.RawMessage `json:"doc"`
	Code string          `json:"code"`
}

// savedResponse answers a save or an import.
type savedResponse struct {
	Code string `json:"code"`
	Name string `json:"name"`
	URL  string `json:"url"`
	// Existing: the rule set was already in the library (under Name,
	// which may differ from the name asked for).
	Existing bool `json:"existing"`
	// Default: the document is the default rule set; nothing is stored.
	Default bool `json:"default"`
}

func (a *StudioAPI[C]) save(w http.ResponseWriter, r *http.Request) {
	var req saveRequest
	if err := DecodeDoc(r, &req, a.MaxDoc); err != nil {
		a.Fail(w, err)
		return
	}
	hasDoc := len(req.Doc) > 0 && string(req.Doc) != "null"
	switch {
	case hasDoc && req.Code != "":
		a.Fail(w, fmt.Errorf("%w: give \"doc\" or \"code\", not both", ErrBadRequest))
		return
	case !hasDoc && req.Code == "":
		a.Fail(w, fmt.Errorf("%w: doc: required (a rule-set document), or code: a rule set on this server", ErrBadRequest))
		return
	}
	var rs C
	if req.Code != "" {
		var err error
		if rs, err = a.Lib.Lookup(r.Context(), req.Code); err != nil {
			a.Fail(w, err)
			return
		}
	} else {
		c, err := a.Check(locale.Negotiate(r), req.Doc)
		if err != nil {
			a.Fail(w, err)
			return
		}
		if c.RS == nil {
			WriteError(w, http.StatusUnprocessableEntity, Error{
				Code: "invalid_rules", Message: "the rule set has problems: fix them before saving", Problems: a.problems(r, c.Problems)})
			return
		}
		rs = *c.RS
	}
	a.store(w, r, rs, req.Name)
}

// store saves rs and names it in the library.
func (a *StudioAPI[C]) store(w http.ResponseWriter, r *http.Request, rs C, name string) {
	code, docName, doc := a.Meta(rs)
	if a.isDefault(code) {
		WriteJSON(w, http.StatusOK, savedResponse{Code: code, Name: docName, URL: a.Base + "/studio/" + code, Default: true})
		return
	}
	if name == "" {
		name = docName
	}
	entry, existing, err := a.Lib.Save(r.Context(), code, doc, rs, name)
	if err != nil {
		a.Fail(w, err)
		return
	}
	status := http.StatusCreated
	if existing {
		status = http.StatusOK
	}
	WriteJSON(w, status, savedResponse{Code: code, Name: entry.Name, URL: a.Base + "/studio/" + code, Existing: existing})
}

// importFile saves a rule-set file's contents (the body, as it is); the
// name is ?name= or the document's own.
func (a *StudioAPI[C]) importFile(w http.ResponseWriter, r *http.Request) {
	c, ok := a.readChecked(w, r)
	if !ok {
		return
	}
	if c.RS == nil {
		WriteError(w, http.StatusUnprocessableEntity, Error{
			Code: "invalid_rules", Message: "the file is not a valid rule set", Problems: a.problems(r, c.Problems)})
		return
	}
	a.store(w, r, *c.RS, r.URL.Query().Get("name"))
}

func (a *StudioAPI[C]) list(w http.ResponseWriter, r *http.Request) {
	lib, err := a.Lib.List(r.Context())
	if err != nil {
		a.Fail(w, err)
		return
	}
	def, _ := a.Lib.Default()
	code, name, _ := a.Meta(def)
	resp := map[string]any{
		"default":  map[string]string{"code": code, "name": name},
		"rulesets": lib,
	}
	if a.ListGame {
		resp["game"] = a.GameName
	}
	WriteJSON(w, http.StatusOK, resp)
}

// rulesetResponse is GET /api/rulesets/{code}.
type rulesetResponse struct {
	Code      string          `json:"code"`
	Name      string          `json:"name"`
	Default   bool            `json:"default"`
	Saved     bool            `json:"saved"`
	CreatedAt *time.Time      `json:"created_at,omitempty"`
	Doc       json.RawMessage `json:"doc"`
	Changes   any             `json:"changes"`
}

func (a *StudioAPI[C]) get(w http.ResponseWriter, r *http.Request) {
	rs, err := a.Lib.Lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		a.Fail(w, err)
		return
	}
	code, name, doc := a.Meta(rs)
	resp := rulesetResponse{Code: code, Name: name, Default: a.isDefault(code), Doc: doc, Changes: a.Changes(locale.Negotiate(r), rs)}
	n, saved, err := a.Lib.Entry(r.Context(), code)
	if err != nil {
		// The rule set is still shown, under its document's name.
		a.Log.Error("studio: library", "code", code, "err", err)
	}
	if saved {
		resp.Name, resp.Saved, resp.CreatedAt = n.Name, true, &n.CreatedAt
	}
	WriteJSON(w, http.StatusOK, resp)
}

// export downloads a rule set as an indented JSON file. Importing it
// anywhere gives the same code: the code ignores layout.
func (a *StudioAPI[C]) export(w http.ResponseWriter, r *http.Request) {
	rs, err := a.Lib.Lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		a.Fail(w, err)
		return
	}
	code, _, doc := a.Meta(rs)
	var b bytes.Buffer
	if err := json.Indent(&b, doc, "", "  "); err != nil {
		a.Fail(w, err)
		return
	}
	b.WriteByte('\n')
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, a.ExportName(code)))
	w.Header().Set("Cache-Control", "public, max-age=86400, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(b.Bytes())
}
