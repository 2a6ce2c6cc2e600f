package server

// The security layer in front of every route (Server.Handler):
//
//   - Headers on every response: a Content-Security-Policy that runs
//     only the site's own script files (no inline script, no eval), bars
//     framing (frame-ancestors 'none', and X-Frame-Options for older
//     browsers), X-Content-Type-Options nosniff and a Referrer-Policy
//     that keeps room codes in addresses from leaking to other sites.
//   - Cross-site request forgery: a request that changes state (any
//     method but GET, HEAD and OPTIONS) must carry Content-Type
//     application/json, which a cross-site form cannot send, and must
//     come from this site: its Origin names this host (or one of
//     Config.Origins), or, without an Origin, Sec-Fetch-Site says
//     same-origin or none. A client that sends neither header is not a
//     browser (curl, the load tester) and cannot be forged into acting
//     for anyone.
//   - Body size: every body is bounded (http.MaxBytesReader) by
//     Config.MaxBody; a declared length over it is refused at once.
//   - The Rules Studios' libraries: saving a rule set counts against the
//     client's daily budget (Config.RulesetsPerDay), on this server and
//     across every server on the store (rulesetQuota, limit.go).

import (
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"

	"evergreen/jobs"
	"evergreen/web/gameweb"
)

// contentSecurityPolicy: scripts only from this site's files. Styles
// allow inline attributes: the renderers colour each seat with a style
// attribute (style cannot run script). connect-src names ws: and wss:
// of the host as well as 'self', for browsers that do not count a
// WebSocket to the same host as 'self'.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// secure wraps next in the security layer described above.
func (s *Server) secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy+"; connect-src 'self'"+wsSources(r.Host))
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		if changesState(r.Method) {
			if err := s.sameSite(r); err != nil {
				writeJSON(w, err.status, map[string]apiError{"error": {Code: err.code, Message: err.msg}})
				return
			}
			if r.ContentLength > s.cfg.MaxBody {
				writeJSON(w, http.StatusRequestEntityTooLarge, map[string]apiError{"error": {Code: "too_large",
					Message: fmt.Sprintf("the body is %d bytes; this server takes at most %d", r.ContentLength, s.cfg.MaxBody)}})
				return
			}
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBody)
		}
		// Background work asked for by this request (a preview) is the
		// client's, for the pool's fair queue and budgets (budget.go).
		r = r.WithContext(jobs.WithClient(r.Context(), clientKey(s.clientAddr(r))))
		switch {
		case isRulesetSave(r):
			s.countRulesetSave(next, w, r)
			return
		case isRulesetCheck(r):
			s.countRulesetCheck(next, w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// wsSources is the CSP source list for WebSockets to host, or nothing for
// a host that is not a plain host[:port].
func wsSources(host string) string {
	for _, c := range host {
		ok := c == '.' || c == '-' || c == ':' || c == '[' || c == ']' ||
			c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !ok {
			return ""
		}
	}
	if host == "" {
		return ""
	}
	return " ws://" + host + " wss://" + host
}

func changesState(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}

// refusal is a request the security layer turns away.
type refusal struct {
	status    int
	code, msg string
}

// sameSite checks that a state-changing request is JSON and comes from
// this site (see the file comment).
func (s *Server) sameSite(r *http.Request) *refusal {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return &refusal{http.StatusUnsupportedMediaType, "unsupported_media_type",
			fmt.Sprintf("a request that changes something must be sent as Content-Type: application/json, got %q", r.Header.Get("Content-Type"))}
	}
	if origin := r.Header.Get("Origin"); origin != "" {
		u, err := url.Parse(origin)
		if err != nil || u.Host == "" || !strings.EqualFold(u.Scheme, s.scheme(r)) || !s.allowedOrigin(u.Host, r.Host) {
			return &refusal{http.StatusForbidden, "cross_origin",
				fmt.Sprintf("a request from %q may not change anything here: only this site's own pages may", origin)}
		}
		return nil
	}
	switch site := r.Header.Get("Sec-Fetch-Site"); site {
	case "", "same-origin", "none":
		return nil
	default:
		return &refusal{http.StatusForbidden, "cross_origin",
			fmt.Sprintf("a %s request may not change anything here: only this site's own pages may", site)}
	}
}

// scheme is how this server's pages are reached: https over TLS or
// behind a proxy that terminates it (Config.BehindTLS), http otherwise.
// A page's Origin must name it too: an https page does not act on a
// plain-HTTP server of the same host and port, nor the other way round.
func (s *Server) scheme(r *http.Request) string {
	if r.TLS != nil || s.cfg.BehindTLS {
		return "https"
	}
	return "http"
}

// originRefusal is why a WebSocket's Origin is refused, or nil: the
// scheme checked here, the host by websocket.Accept (OriginPatterns).
func (s *Server) originRefusal(r *http.Request) *refusal {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil
	}
	u, err := url.Parse(origin)
	if err == nil && strings.EqualFold(u.Scheme, s.scheme(r)) {
		return nil
	}
	return &refusal{http.StatusForbidden, "cross_origin",
		fmt.Sprintf("a page at %q may not open a feed here: only this site's own pages (%s://) may", origin, s.scheme(r))}
}

// allowedOrigin reports whether a page at originHost may act on this
// server, reached as host: the same host, or one matching Config.Origins
// (host patterns, as for WebSockets).
func (s *Server) allowedOrigin(originHost, host string) bool {
	if strings.EqualFold(originHost, host) {
		return true
	}
	for _, p := range s.cfg.Origins {
		if ok, _ := path.Match(strings.ToLower(strings.TrimSpace(p)), strings.ToLower(originHost)); ok {
			return true
		}
	}
	return false
}

// isRulesetSave reports whether r adds a rule set to a Rules Studio's
// library: POST …/api/rulesets or …/api/rulesets/import, at any game's
// prefix (gameweb.StudioAPI).
func isRulesetSave(r *http.Request) bool {
	return r.Method == http.MethodPost &&
		(strings.HasSuffix(r.URL.Path, "/api/rulesets") || strings.HasSuffix(r.URL.Path, "/api/rulesets/import"))
}

// countRulesetSave serves a save unless the client has used its daily
// budget, and counts it if it stored a new rule set (201 Created).
func (s *Server) countRulesetSave(next http.Handler, w http.ResponseWriter, r *http.Request) {
	key := clientKey(s.clientAddr(r))
	var release func()
	ok := !s.rulesets.blocked(key)
	if ok {
		release, ok = s.rulesetQuota().reserve(r.Context(), key)
	}
	if !ok {
		gameweb.WriteError(w, http.StatusTooManyRequests, gameweb.Error{Code: "rate_limited",
			Message: fmt.Sprintf("this address has saved %d rule sets today, the most a day: try again tomorrow", s.cfg.RulesetsPerDay)})
		return
	}
	sw := &statusWriter{ResponseWriter: w}
	next.ServeHTTP(sw, r)
	if sw.status == http.StatusCreated {
		s.rulesets.spend(key)
	} else {
		release()
	}
}

// statusWriter notes the status a handler answered with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
