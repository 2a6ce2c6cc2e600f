package evergreenstudio

// The Studio's JSON API, described in docs/API.md ("The planet game's
// Rules Studio"): validate, save, list, get, export and import. Saved rule
// sets live in the store: the canonical document under its code
// (SaveRules, the record tables use too) and the library entry naming it
// (NameRules). previews.go holds the balance preview's endpoints.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"evergreen/games/evergreen"
	"evergreen/ruleset"
)

// Limits of the Studio's API.
const (
	// maxRulesDoc bounds a rule-set document sent to the Studio; the
	// default is about 7 KB.
	maxRulesDoc = 1 << 20
)

func (s *site) apiRoutes(m *http.ServeMux) {
	m.HandleFunc("POST /api/rulesets/validate", s.apiValidate)
	m.HandleFunc("POST /api/rulesets", s.apiSave)
	m.HandleFunc("GET /api/rulesets", s.apiList)
	m.HandleFunc("POST /api/rulesets/import", s.apiImport)
	m.HandleFunc("GET /api/rulesets/{code}", s.apiGet)
	m.HandleFunc("GET /api/rulesets/{code}/export", s.apiExport)
	m.HandleFunc("POST /api/rulesets/{code}/preview", s.apiPreviewStart)
	m.HandleFunc("GET /api/rulesets/{code}/preview", s.apiPreviewStatus)
	m.HandleFunc("GET /api/rulesets/{code}/preview/{chart}", s.apiChart)
}

// name is the library name of a rule set: its library entry's, else the
// name in the document.
func (s *site) name(ctx context.Context, rs compiled) (name string, saved bool, created time.Time) {
	n, saved, err := s.lib.Entry(ctx, rs.Code)
	if err != nil {
		s.log.Error("studio: library", "code", rs.Code, "err", err)
	}
	if !saved {
		return rs.Name, false, time.Time{}
	}
	return n.Name, true, n.CreatedAt
}

// checked is the outcome of checking a rule-set document.
type checked struct {
	rs       *compiled         // nil unless valid
	problems []ruleset.Problem // every problem, each with its path
	// changes is the diff from the default whenever the document
	// decodes, valid or not, so that the editor shows what a draft
	// changes while it is still being fixed.
	changes []evergreen.Change
}

// check merges doc (a whole rule set or a patch) onto the default and
// checks it. err is only for failures of the server, never of the
// document.
func (s *site) check(doc []byte) (checked, error) {
	merged, err := ruleset.Merge(s.def.Doc, doc)
	if err != nil {
		var de *ruleset.DocError
		if errors.As(err, &de) {
			return checked{problems: []ruleset.Problem{{Message: de.Error()}}}, nil
		}
		return checked{}, err
	}
	var c checked
	var draft evergreen.Rules
	// A draft that decodes loosely still diffs: the strict decoder's
	// problems are reported below, by the game's own loader.
	if json.Unmarshal(merged, &draft) == nil {
		c.changes = evergreen.Diff(s.def.Rules, &draft)
	}
	rules, err := s.game.Document(merged)
	var ps ruleset.Problems
	var de *ruleset.DocError
	switch {
	case errors.As(err, &ps):
		c.problems = ps
	case errors.As(err, &de):
		c.problems = []ruleset.Problem{{Message: de.Error()}}
	case err != nil:
		// Any other refusal of the game's loader is still the
		// document's fault: say it, without a path.
		c.problems = []ruleset.Problem{{Message: err.Error()}}
	default:
		rs, err := s.compile(rules)
		if err != nil {
			return checked{}, err
		}
		c.rs = &rs
	}
	return c, nil
}

// validateResponse is the answer of POST /api/rulesets/validate.
type validateResponse struct {
	OK       bool              `json:"ok"`
	Code     string            `json:"code,omitempty"`
	Name     string            `json:"name,omitempty"`
	Default  bool              `json:"default"`
	Problems []ruleset.Problem `json:"problems"`
	Changes  []change          `json:"changes"`
}

// apiValidate checks a document and says what is wrong with it, path by
// path, or its code. The answer is always 200: problems are the result,
// not a failure.
func (s *site) apiValidate(w http.ResponseWriter, r *http.Request) {
	doc, err := readDoc(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	c, err := s.check(doc)
	if err != nil {
		s.fail(w, err)
		return
	}
	resp := validateResponse{OK: c.rs != nil, Problems: problemList(c.problems), Changes: changeList(c.changes)}
	if c.rs != nil {
		resp.Code, resp.Name, resp.Default = c.rs.Code, c.rs.Name, c.rs.Code == s.def.Code
	}
	writeJSON(w, http.StatusOK, resp)
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

func (s *site) apiSave(w http.ResponseWriter, r *http.Request) {
	var req saveRequest
	if err := decodeLarge(r, &req); err != nil {
		s.fail(w, err)
		return
	}
	hasDoc := len(req.Doc) > 0 && string(req.Doc) != "null"
	switch {
	case hasDoc && req.Code != "":
		s.fail(w, fmt.Errorf("%w: give \"doc\" or \"code\", not both", errBadRequest))
		return
	case !hasDoc && req.Code == "":
		s.fail(w, fmt.Errorf("%w: doc: required (a rule-set document), or code: a rule set on this server", errBadRequest))
		return
	}
	var rs compiled
	if req.Code != "" {
		var err error
		if rs, err = s.lookup(r.Context(), req.Code); err != nil {
			s.fail(w, err)
			return
		}
	} else {
		c, err := s.check(req.Doc)
		if err != nil {
			s.fail(w, err)
			return
		}
		if c.rs == nil {
			writeJSON(w, http.StatusUnprocessableEntity, map[string]apiError{"error": {
				Code: "invalid_rules", Message: "the rule set has problems: fix them before saving", Problems: problemList(c.problems)}})
			return
		}
		rs = *c.rs
	}
	s.save(w, r, rs, req.Name)
}

// save stores rs and names it in the library.
func (s *site) save(w http.ResponseWriter, r *http.Request, rs compiled, name string) {
	if rs.Code == s.def.Code {
		writeJSON(w, http.StatusOK, savedResponse{Code: rs.Code, Name: rs.Name, URL: s.host.Base + "/studio/" + rs.Code, Default: true})
		return
	}
	if name == "" {
		name = rs.Name
	}
	entry, existing, err := s.lib.Save(r.Context(), rs.Code, rs.Doc, rs, name)
	if err != nil {
		s.fail(w, err)
		return
	}
	status := http.StatusCreated
	if existing {
		status = http.StatusOK
	}
	writeJSON(w, status, savedResponse{Code: rs.Code, Name: entry.Name, URL: s.host.Base + "/studio/" + rs.Code, Existing: existing})
}

// apiImport saves a rule-set file's contents (the body, as it is); the
// name is ?name= or the document's own.
func (s *site) apiImport(w http.ResponseWriter, r *http.Request) {
	doc, err := readDoc(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	c, err := s.check(doc)
	if err != nil {
		s.fail(w, err)
		return
	}
	if c.rs == nil {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]apiError{"error": {
			Code: "invalid_rules", Message: "the file is not a valid rule set", Problems: problemList(c.problems)}})
		return
	}
	s.save(w, r, *c.rs, r.URL.Query().Get("name"))
}

func (s *site) apiList(w http.ResponseWriter, r *http.Request) {
	lib, err := s.lib.List(r.Context())
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"game":     s.game.Name(),
		"default":  map[string]string{"code": s.def.Code, "name": s.def.Name},
		"rulesets": lib,
	})
}

// rulesetResponse is GET /api/rulesets/{code}.
type rulesetResponse struct {
	Code      string          `json:"code"`
	Name      string          `json:"name"`
	Default   bool            `json:"default"`
	Saved     bool            `json:"saved"`
	CreatedAt *time.Time      `json:"created_at,omitempty"`
	Doc       json.RawMessage `json:"doc"`
	Changes   []change        `json:"changes"`
}

func (s *site) apiGet(w http.ResponseWriter, r *http.Request) {
	rs, err := s.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		s.fail(w, err)
		return
	}
	name, saved, created := s.name(r.Context(), rs)
	resp := rulesetResponse{
		Code: rs.Code, Name: name, Default: rs.Code == s.def.Code, Saved: saved,
		Doc: rs.Doc, Changes: changeList(evergreen.Diff(s.def.Rules, rs.Rules)),
	}
	if saved {
		resp.CreatedAt = &created
	}
	writeJSON(w, http.StatusOK, resp)
}

// apiExport downloads a rule set as an indented JSON file. Importing it
// anywhere gives the same code: the code ignores layout.
func (s *site) apiExport(w http.ResponseWriter, r *http.Request) {
	rs, err := s.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		s.fail(w, err)
		return
	}
	var b bytes.Buffer
	if err := json.Indent(&b, rs.Doc, "", "  "); err != nil {
		s.fail(w, err)
		return
	}
	b.WriteByte('\n')
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-rules-%s.json"`, s.game.Name(), rs.Code))
	w.Header().Set("Cache-Control", "public, max-age=86400, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(b.Bytes())
}
