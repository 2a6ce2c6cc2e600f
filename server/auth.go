package server

import (
	"net/http"
	"strings"
	"time"
)

// cookieName is the per-table cookie holding the token for that table.
func cookieName(code string) string { return "eg_" + code }

// tokenFor returns the caller's token for a table: a bearer token, or the
// table's cookie.
func tokenFor(r *http.Request, code string) string {
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		return strings.TrimSpace(strings.TrimPrefix(h, "Bearer "))
	}
	if c, err := r.Cookie(cookieName(code)); err == nil {
		return c.Value
	}
	return ""
}

// setToken remembers a table's token in the browser so that a reload or a
// new tab reconnects to the same seat(s). The cookie is Secure when the
// request came over TLS, or always when the server is told it sits
// behind a proxy that terminates TLS (Config.BehindTLS): the proxy's
// plain-HTTP hop must not make the browser send the token in the clear.
func (s *Server) setToken(w http.ResponseWriter, r *http.Request, code, token string) {
	http.SetCookie(w, &http.Cookie{
		Name: cookieName(code), Value: token, Path: "/",
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil || s.cfg.BehindTLS,
		Expires: time.Now().Add(90 * 24 * time.Hour),
	})
}
