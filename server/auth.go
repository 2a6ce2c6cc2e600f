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
// new tab reconnects to the same seat(s).
func setToken(w http.ResponseWriter, r *http.Request, code, token string) {
	http.SetCookie(w, &http.Cookie{
		Name: cookieName(code), Value: token, Path: "/",
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil,
		Expires: time.Now().Add(90 * 24 * time.Hour),
	})
}
