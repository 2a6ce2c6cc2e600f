package server

// The Rules Studio: browse the default rule set, copy it, edit it with
// live validation, save it under a name and a content-addressed code,
// share it by code or file, diff it against the default, and preview its
// balance with bot games. The pages are in web/templates/studio*.html and
// web/static/studio*.js; the JSON API is described in docs/API.md
// ("Rules Studio").
//
// Saved rule sets live in the store: the canonical document under its
// code (SaveRules, the same record tables use) and the library entry
// naming it (NameRules). A table created with "rules_code" records that
// code, so its replays and its Rulebook always use exactly those rules.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/store"
)

// Limits of the Studio's API.
const (
	// maxRulesDoc bounds a rule-set document sent to the Studio. The
	// default is about 45 KB; a rule set with every deck doubled still
	// fits many times over.
	maxRulesDoc = 1 << 20
	// maxRulesName bounds a library name, in characters.
	maxRulesName = 80
	// libraryLimit bounds the saved rule sets listed.
	libraryLimit = 500
	// studioCacheSize bounds the compiled rule sets kept in memory.
	studioCacheSize = 64
)

// studio serves the Rules Studio's pages and API.
type studio struct {
	s      *Server
	runner *preview.Runner

	mu    sync.Mutex
	cache map[string]*nobles.Ruleset // by code
}

// studioRoutes registers the Rules Studio.
func (s *Server) studioRoutes(m *http.ServeMux) {
	st := &studio{s: s, cache: map[string]*nobles.Ruleset{}}
	st.runner = preview.NewRunner(preview.Config{Cache: s.cfg.Store, Default: s.defaults, Logger: s.log})
	s.previews = st.runner

	m.HandleFunc("GET /studio", st.pageIndex)
	m.HandleFunc("GET /studio/new", st.pageEdit)
	m.HandleFunc("GET /studio/open", st.pageOpen)
	m.HandleFunc("GET /studio/{code}", st.pageView)
	m.HandleFunc("GET /studio/{code}/edit", st.pageEdit)

	m.HandleFunc("POST /api/rulesets/validate", st.apiValidate)
	m.HandleFunc("POST /api/rulesets", st.apiSave)
	m.HandleFunc("GET /api/rulesets", st.apiList)
	m.HandleFunc("POST /api/rulesets/import", st.apiImport)
	m.HandleFunc("GET /api/rulesets/{code}", st.apiGet)
	m.HandleFunc("GET /api/rulesets/{code}/export", st.apiExport)
	m.HandleFunc("POST /api/rulesets/{code}/preview", st.apiPreviewStart)
	m.HandleFunc("GET /api/rulesets/{code}/preview", st.apiPreviewStatus)
	m.HandleFunc("GET /api/rulesets/{code}/preview/{chart}", st.apiChart)
}

// errNoRules: no rule set has the code asked for.
var errNoRules = errors.New("no rule set has that code")

// lookup finds a rule set by code, as typed (see ruleset.ParseCode): the
// default, or one saved in the store by the Studio or by a table.
func (st *studio) lookup(ctx context.Context, raw string) (*nobles.Ruleset, error) {
	code, err := ruleset.ParseCode(raw)
	if err != nil {
		return nil, errNoRules
	}
	if code == st.s.defaults.Code {
		return st.s.defaults, nil
	}
	st.mu.Lock()
	rs, ok := st.cache[code]
	st.mu.Unlock()
	if ok {
		return rs, nil
	}
	doc, err := st.s.cfg.Store.Rules(ctx, code)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errNoRules
	}
	if err != nil {
		return nil, err
	}
	rs, err = nobles.LoadDocument(doc)
	if err != nil {
		// Saved documents were valid when saved; one that no longer is
		// (the rules code grew stricter) is reported, not served.
		return nil, fmt.Errorf("rule set %s no longer loads: %w", code, err)
	}
	st.remember(rs)
	return rs, nil
}

func (st *studio) remember(rs *nobles.Ruleset) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.cache) >= studioCacheSize {
		clear(st.cache) // rule sets are immutable: dropping them only costs a reload
	}
	st.cache[rs.Code] = rs
}

// name is the library name of a rule set: its library entry's, else the
// name in the document.
func (st *studio) name(ctx context.Context, rs *nobles.Ruleset) (name string, saved bool, created time.Time) {
	if rs.Code == st.s.defaults.Code {
		return rs.Name, false, time.Time{}
	}
	n, err := st.s.cfg.Store.RulesName(ctx, rs.Code)
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			st.s.log.Error("studio: library", "code", rs.Code, "err", err)
		}
		return rs.Name, false, time.Time{}
	}
	return n.Name, true, n.CreatedAt
}

// checked is the outcome of checking a rule-set document.
type checked struct {
	rs       *nobles.Ruleset   // nil unless valid
	problems []ruleset.Problem // every problem, each with its path
	// changes is the diff from the default, when the document decoded
	// (even if it is not valid), so that an editor can show what a draft
	// changes.
	changes []nobles.Change
}

// check merges doc onto the default and checks it. err is only for
// failures of the server, never of the document.
func (st *studio) check(doc []byte) (checked, error) {
	merged, err := ruleset.Merge(content.Default(), doc)
	if err != nil {
		var de *ruleset.DocError
		if errors.As(err, &de) {
			return checked{problems: []ruleset.Problem{{Message: de.Error()}}}, nil
		}
		return checked{}, err
	}
	var c checked
	var r nobles.Rules
	if err := ruleset.DecodeStrict(merged, &r); err == nil {
		c.changes = nobles.Diff(&st.s.defaults.Rules, &r)
	}
	rs, err := nobles.LoadDocument(merged)
	var ps ruleset.Problems
	var de *ruleset.DocError
	switch {
	case errors.As(err, &ps):
		c.problems = ps
	case errors.As(err, &de):
		c.problems = []ruleset.Problem{{Message: de.Error()}}
	case err != nil:
		return checked{}, err
	default:
		c.rs = rs
	}
	return c, nil
}

// readDoc reads a request body that is itself a rule-set document.
func readDoc(r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxRulesDoc+1))
	if err != nil {
		return nil, fmt.Errorf("%w: reading the body: %v", errBadRequest, err)
	}
	if len(body) > maxRulesDoc {
		return nil, fmt.Errorf("%w: a rule-set document may be at most %d bytes", errBadRequest, maxRulesDoc)
	}
	return body, nil
}

// decodeLarge is decode (strict JSON) with the Studio's larger limit, for
// bodies that carry a whole rule-set document.
func decodeLarge(r *http.Request, v any) error {
	body, err := readDoc(r)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s", errBadRequest, jsonProblem(err))
	}
	if dec.More() {
		return fmt.Errorf("%w: unexpected data after the JSON object", errBadRequest)
	}
	return nil
}

// studioFail writes an error, answering 404 for unknown codes.
func (st *studio) fail(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, errNoRules):
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "no rule set has that code"}})
	case errors.Is(err, preview.ErrBusy):
		w.Header().Set("Retry-After", "30")
		writeJSON(w, http.StatusTooManyRequests, map[string]apiError{"error": {Code: "busy", Message: "Two previews are already running. Try again when one has finished."}})
	case errors.Is(err, preview.ErrSpec):
		writeJSON(w, http.StatusBadRequest, map[string]apiError{"error": {Code: "bad_request", Message: strings.TrimPrefix(err.Error(), "preview: ")}})
	case errors.Is(err, store.ErrConflict):
		st.s.log.Error("studio: code collision", "err", err)
		writeJSON(w, http.StatusConflict, map[string]apiError{"error": {Code: "conflict", Message: "another rule set already has this code"}})
	default:
		st.s.fail(w, err)
	}
}

// problemList is never null in JSON.
func problemList(ps []ruleset.Problem) []ruleset.Problem {
	if ps == nil {
		return []ruleset.Problem{}
	}
	return ps
}

func changeList(cs []nobles.Change) []nobles.Change {
	if cs == nil {
		return []nobles.Change{}
	}
	return cs
}

// validateResponse is the answer of POST /api/rulesets/validate.
type validateResponse struct {
	OK       bool              `json:"ok"`
	Code     string            `json:"code,omitempty"`
	Name     string            `json:"name,omitempty"`
	Default  bool              `json:"default"`
	Problems []ruleset.Problem `json:"problems"`
	Changes  []nobles.Change   `json:"changes"`
}

// apiValidate checks a document (a whole rule set or a patch on the
// default) and says what is wrong with it, path by path, or its code.
// The answer is always 200: problems are the result, not a failure.
func (st *studio) apiValidate(w http.ResponseWriter, r *http.Request) {
	doc, err := readDoc(r)
	if err != nil {
		st.fail(w, err)
		return
	}
	c, err := st.check(doc)
	if err != nil {
		st.fail(w, err)
		return
	}
	resp := validateResponse{OK: c.rs != nil, Problems: problemList(c.problems), Changes: changeList(c.changes)}
	if c.rs != nil {
		resp.Code, resp.Name, resp.Default = c.rs.Code, c.rs.Name, c.rs.Code == st.s.defaults.Code
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
	// Existing is true when the rule set was already in the library
	// (under Name, which may differ from the name asked for).
	Existing bool `json:"existing"`
	// Default is true when the document is the default rule set itself:
	// nothing is stored.
	Default bool `json:"default"`
}

// cleanName checks a library name: trimmed, 1 to maxRulesName
// characters, no control characters.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", fmt.Errorf("%w: name: must not be empty", errBadRequest)
	case !utf8.ValidString(name):
		return "", fmt.Errorf("%w: name: must be valid UTF-8", errBadRequest)
	case utf8.RuneCountInString(name) > maxRulesName:
		return "", fmt.Errorf("%w: name: at most %d characters", errBadRequest, maxRulesName)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "", fmt.Errorf("%w: name: must not hold control characters", errBadRequest)
	}
	return name, nil
}

func (st *studio) apiSave(w http.ResponseWriter, r *http.Request) {
	var req saveRequest
	if err := decodeLarge(r, &req); err != nil {
		st.fail(w, err)
		return
	}
	hasDoc := len(req.Doc) > 0 && string(req.Doc) != "null"
	switch {
	case hasDoc && req.Code != "":
		st.fail(w, fmt.Errorf("%w: give \"doc\" or \"code\", not both", errBadRequest))
		return
	case !hasDoc && req.Code == "":
		st.fail(w, fmt.Errorf("%w: doc: required (a rule-set document), or code: a rule set on this server", errBadRequest))
		return
	}
	var rs *nobles.Ruleset
	if req.Code != "" {
		var err error
		if rs, err = st.lookup(r.Context(), req.Code); err != nil {
			st.fail(w, err)
			return
		}
	} else {
		c, err := st.check(req.Doc)
		if err != nil {
			st.fail(w, err)
			return
		}
		if c.rs == nil {
			writeJSON(w, http.StatusUnprocessableEntity, map[string]apiError{"error": {
				Code: "invalid_rules", Message: "the rule set has problems: fix them before saving", Problems: problemList(c.problems)}})
			return
		}
		rs = c.rs
	}
	st.save(w, r, rs, req.Name)
}

// save stores rs and names it in the library.
func (st *studio) save(w http.ResponseWriter, r *http.Request, rs *nobles.Ruleset, name string) {
	if rs.Code == st.s.defaults.Code {
		writeJSON(w, http.StatusOK, savedResponse{Code: rs.Code, Name: rs.Name, URL: "/studio/" + rs.Code, Default: true})
		return
	}
	if name == "" {
		name = rs.Name
	}
	name, err := cleanName(name)
	if err != nil {
		st.fail(w, err)
		return
	}
	ctx := r.Context()
	if err := st.s.cfg.Store.SaveRules(ctx, rs.Code, rs.Doc); err != nil {
		st.fail(w, err)
		return
	}
	entry, err := st.s.cfg.Store.NameRules(ctx, store.RulesName{Code: rs.Code, Name: name})
	if err != nil {
		st.fail(w, err)
		return
	}
	st.remember(rs)
	existing := entry.Name != name
	status := http.StatusCreated
	if existing {
		status = http.StatusOK
	}
	writeJSON(w, status, savedResponse{Code: rs.Code, Name: entry.Name, URL: "/studio/" + rs.Code, Existing: existing})
}

// apiImport saves a rule-set file's contents (the body, as it is); the
// name is ?name= or the document's own.
func (st *studio) apiImport(w http.ResponseWriter, r *http.Request) {
	doc, err := readDoc(r)
	if err != nil {
		st.fail(w, err)
		return
	}
	c, err := st.check(doc)
	if err != nil {
		st.fail(w, err)
		return
	}
	if c.rs == nil {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]apiError{"error": {
			Code: "invalid_rules", Message: "the file is not a valid rule set", Problems: problemList(c.problems)}})
		return
	}
	st.save(w, r, c.rs, r.URL.Query().Get("name"))
}

// libraryEntry is one rule set in GET /api/rulesets.
type libraryEntry struct {
	Code      string    `json:"code"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

func (st *studio) library(ctx context.Context) ([]libraryEntry, error) {
	names, err := st.s.cfg.Store.RulesNames(ctx, libraryLimit)
	if err != nil {
		return nil, err
	}
	out := make([]libraryEntry, 0, len(names))
	for _, n := range names {
		out = append(out, libraryEntry{Code: n.Code, Name: n.Name, CreatedAt: n.CreatedAt})
	}
	return out, nil
}

func (st *studio) apiList(w http.ResponseWriter, r *http.Request) {
	lib, err := st.library(r.Context())
	if err != nil {
		st.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"default":  map[string]string{"code": st.s.defaults.Code, "name": st.s.defaults.Name},
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
	Changes   []nobles.Change `json:"changes"`
}

func (st *studio) apiGet(w http.ResponseWriter, r *http.Request) {
	rs, err := st.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		st.fail(w, err)
		return
	}
	name, saved, created := st.name(r.Context(), rs)
	resp := rulesetResponse{
		Code: rs.Code, Name: name, Default: rs.Code == st.s.defaults.Code, Saved: saved,
		Doc: rs.Doc, Changes: changeList(nobles.Diff(&st.s.defaults.Rules, &rs.Rules)),
	}
	if saved {
		resp.CreatedAt = &created
	}
	writeJSON(w, http.StatusOK, resp)
}

// apiExport downloads a rule set as an indented JSON file. Importing it
// (anywhere) gives the same code: the code ignores layout.
func (st *studio) apiExport(w http.ResponseWriter, r *http.Request) {
	rs, err := st.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		st.fail(w, err)
		return
	}
	var b bytes.Buffer
	if err := json.Indent(&b, rs.Doc, "", "  "); err != nil {
		st.fail(w, err)
		return
	}
	b.WriteByte('\n')
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="evergreen-rules-%s.json"`, rs.Code))
	w.Header().Set("Cache-Control", "public, max-age=86400, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(b.Bytes())
}

// previewRequest is the body of POST /api/rulesets/{code}/preview. Bots
// is one bot name for every seat (Houses of them, default 4) or a list,
// one per seat.
type previewRequest struct {
	Games  int             `json:"games"`
	Bots   json.RawMessage `json:"bots"`
	Houses int             `json:"houses"`
}

func (p previewRequest) spec() (preview.Spec, error) {
	spec := preview.Spec{Games: p.Games}
	bots := strings.TrimSpace(string(p.Bots))
	switch {
	case bots == "" || bots == "null":
	case strings.HasPrefix(bots, `"`):
		var one string
		if err := json.Unmarshal(p.Bots, &one); err != nil {
			return spec, fmt.Errorf("%w: bots: %s", errBadRequest, jsonProblem(err))
		}
		spec.Bots = repeat(one, p.Houses)
	default:
		if err := json.Unmarshal(p.Bots, &spec.Bots); err != nil {
			return spec, fmt.Errorf("%w: bots: must be a bot name or a list of them", errBadRequest)
		}
		if p.Houses != 0 && p.Houses != len(spec.Bots) {
			return spec, fmt.Errorf("%w: houses: %d, but %d bots are listed", errBadRequest, p.Houses, len(spec.Bots))
		}
	}
	if len(spec.Bots) == 0 && p.Houses != 0 {
		spec.Bots = repeat(preview.DefaultBot, p.Houses)
	}
	return spec.Normalize()
}

func repeat(name string, n int) []string {
	if n == 0 {
		n = preview.DefaultHouses
	}
	if n < 0 || n > nobles.MaxSeats {
		n = nobles.MaxSeats + 1 // let Normalize say what is wrong
	}
	out := make([]string, n)
	for i := range out {
		out[i] = name
	}
	return out
}

// specFromQuery reads ?games=&bots=a,b,c&houses= (all optional).
func specFromQuery(r *http.Request) (preview.Spec, error) {
	q := r.URL.Query()
	var p previewRequest
	if v := q.Get("games"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return preview.Spec{}, fmt.Errorf("%w: games: must be a number", errBadRequest)
		}
		p.Games = n
	}
	if v := q.Get("houses"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return preview.Spec{}, fmt.Errorf("%w: houses: must be a number", errBadRequest)
		}
		p.Houses = n
	}
	if v := q.Get("bots"); v != "" {
		list := strings.Split(v, ",")
		if len(list) == 1 {
			p.Bots, _ = json.Marshal(list[0])
		} else {
			p.Bots, _ = json.Marshal(list)
		}
	}
	return p.spec()
}

func (st *studio) apiPreviewStart(w http.ResponseWriter, r *http.Request) {
	rs, err := st.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		st.fail(w, err)
		return
	}
	var req previewRequest
	if err := decode(r, &req); err != nil {
		st.fail(w, err)
		return
	}
	spec, err := req.spec()
	if err != nil {
		st.fail(w, err)
		return
	}
	status, err := st.runner.Start(r.Context(), rs, spec)
	if err != nil {
		st.fail(w, err)
		return
	}
	code := http.StatusAccepted
	if status.State == preview.StateDone {
		code = http.StatusOK
	}
	writeJSON(w, code, status)
}

func (st *studio) apiPreviewStatus(w http.ResponseWriter, r *http.Request) {
	if status, ok := st.previewStatus(w, r); ok {
		writeJSON(w, http.StatusOK, status)
	}
}

// previewStatus finds the preview named by the path and query, answering
// the request itself when it cannot.
func (st *studio) previewStatus(w http.ResponseWriter, r *http.Request) (preview.Status, bool) {
	rs, err := st.lookup(r.Context(), r.PathValue("code"))
	if err != nil {
		st.fail(w, err)
		return preview.Status{}, false
	}
	spec, err := specFromQuery(r)
	if err != nil {
		st.fail(w, err)
		return preview.Status{}, false
	}
	status, err := st.runner.Status(r.Context(), rs, spec)
	if err != nil {
		st.fail(w, err)
		return preview.Status{}, false
	}
	return status, true
}

// apiChart draws one chart of a finished preview as SVG.
func (st *studio) apiChart(w http.ResponseWriter, r *http.Request) {
	name, ok := strings.CutSuffix(r.PathValue("chart"), ".svg")
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "charts are .svg files"}})
		return
	}
	status, ok := st.previewStatus(w, r)
	if !ok {
		return
	}
	if status.State != preview.StateDone {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_ready", Message: "this preview has not been run: start it first"}})
		return
	}
	svg, err := preview.Chart(name, status.Result, status.Default)
	if errors.Is(err, preview.ErrNoChart) {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: strings.TrimPrefix(err.Error(), "preview: ")}})
		return
	}
	if err != nil {
		st.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	// The chart is a picture: nothing in it may run or load anything.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	_, _ = w.Write(svg)
}

// Pages.

// studioPage is what the Studio's templates read.
type studioPage struct {
	Title string
	// Code and Name of the rule set the page is about.
	Code, Name string
	// DefaultCode and DefaultName are the default rule set's.
	DefaultCode, DefaultName string
	IsDefault                bool
	// Saved: the rule set is in the library.
	Saved   bool
	Created time.Time
	// Browse lays out the rule set item by item.
	Browse *studioBrowse
	// Changes is the diff from the default.
	Changes []nobles.Change
	// Library lists the saved rule sets (index page).
	Library []libraryEntry
	// Preview: the bots and charts the balance preview offers, and its
	// limits.
	PreviewBots []string
	Charts      []string
	MaxGames    int
	MaxSearch   int
	// Edit: the rule set the editor starts from ("" for the default), and
	// whether it is a new copy.
	New bool
}

// studioBrowse is a rule set laid out for reading.
type studioBrowse struct {
	Rules     *nobles.Rules
	Stretches []studioStretch
	// Spaces counts the board's spaces by kind.
	Spaces map[string]int
	// VirtueNames maps Virtue ids to names, for the Houses.
	VirtueNames map[string]string
	// ItemNames maps Market item ids to names, for conditions.
	ItemNames map[string]string
}

type studioStretch struct {
	Season string
	Spaces []studioSpace
}

type studioSpace struct {
	N    int
	Kind string
}

func browse(r *nobles.Rules) *studioBrowse {
	b := &studioBrowse{Rules: r, Spaces: map[string]int{}, VirtueNames: map[string]string{}, ItemNames: map[string]string{}}
	per := len(r.Board) / nobles.Seasons
	for s := range nobles.Seasons {
		st := studioStretch{Season: nobles.SeasonName(s)}
		for i := s * per; i < (s+1)*per && i < len(r.Board); i++ {
			st.Spaces = append(st.Spaces, studioSpace{N: i + 1, Kind: r.Board[i]})
		}
		b.Stretches = append(b.Stretches, st)
	}
	for _, k := range r.Board {
		b.Spaces[k]++
	}
	for _, v := range r.Virtues {
		b.VirtueNames[v.ID] = v.Name
	}
	for _, it := range r.Market {
		b.ItemNames[it.ID] = it.Name
	}
	return b
}

func (st *studio) page(title string) studioPage {
	return studioPage{
		Title: title, DefaultCode: st.s.defaults.Code, DefaultName: st.s.defaults.Name,
		PreviewBots: preview.Bots(), Charts: preview.Charts(),
		MaxGames: preview.MaxGames, MaxSearch: preview.MaxSearchGames,
	}
}

func (st *studio) pageIndex(w http.ResponseWriter, r *http.Request) {
	p := st.page("Rules Studio")
	def := st.s.defaults
	p.Code, p.Name, p.IsDefault = def.Code, def.Name, true
	p.Browse = browse(&def.Rules)
	lib, err := st.library(r.Context())
	if err != nil {
		st.s.log.Error("studio: library", "err", err)
	}
	p.Library = lib
	st.s.render(w, "studio.html", p)
}

// pageRuleset finds the rule set a page is about, redirecting a code
// typed loosely to its canonical form.
func (st *studio) pageRuleset(w http.ResponseWriter, r *http.Request, suffix string) (*nobles.Ruleset, bool) {
	raw := r.PathValue("code")
	rs, err := st.lookup(r.Context(), raw)
	if err != nil {
		if !errors.Is(err, errNoRules) {
			st.s.log.Error("studio", "code", raw, "err", err)
		}
		st.s.renderStatus(w, http.StatusNotFound, "notfound.html", page{Title: "No such rule set", Path: r.URL.Path})
		return nil, false
	}
	if raw != rs.Code {
		http.Redirect(w, r, "/studio/"+rs.Code+suffix, http.StatusMovedPermanently)
		return nil, false
	}
	return rs, true
}

// pageOpen sends the "open a code" form on to the rule set's page.
func (st *studio) pageOpen(w http.ResponseWriter, r *http.Request) {
	rs, err := st.lookup(r.Context(), r.URL.Query().Get("code"))
	if err != nil {
		if !errors.Is(err, errNoRules) {
			st.s.log.Error("studio: open", "err", err)
		}
		st.s.renderStatus(w, http.StatusNotFound, "notfound.html", page{Title: "No such rule set", Path: r.URL.Path})
		return
	}
	http.Redirect(w, r, "/studio/"+rs.Code, http.StatusSeeOther)
}

func (st *studio) pageView(w http.ResponseWriter, r *http.Request) {
	rs, ok := st.pageRuleset(w, r, "")
	if !ok {
		return
	}
	name, saved, created := st.name(r.Context(), rs)
	p := st.page(name + " · Rules Studio")
	p.Code, p.Name, p.Saved, p.Created = rs.Code, name, saved, created
	p.IsDefault = rs.Code == st.s.defaults.Code
	p.Browse = browse(&rs.Rules)
	p.Changes = nobles.Diff(&st.s.defaults.Rules, &rs.Rules)
	st.s.render(w, "studio-view.html", p)
}

func (st *studio) pageEdit(w http.ResponseWriter, r *http.Request) {
	p := st.page("Edit a rule set · Rules Studio")
	if r.PathValue("code") == "" {
		// /studio/new: a copy of the default, or of ?from=CODE.
		p.New = true
		p.Code = st.s.defaults.Code
		if from := r.URL.Query().Get("from"); from != "" {
			rs, err := st.lookup(r.Context(), from)
			if err != nil {
				st.s.renderStatus(w, http.StatusNotFound, "notfound.html", page{Title: "No such rule set", Path: r.URL.Path})
				return
			}
			p.Code = rs.Code
		}
	} else {
		rs, ok := st.pageRuleset(w, r, "/edit")
		if !ok {
			return
		}
		p.Code = rs.Code
	}
	st.s.render(w, "studio-edit.html", p)
}
