package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// getPage fetches a page without following redirects.
func getPage(t *testing.T, url string) (int, string, http.Header) {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body), resp.Header
}

func TestPages(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	status, out, _ := c.do("POST", "/api/tables", `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`)
	if status != http.StatusCreated {
		t.Fatalf("creating a table: %d %v", status, out)
	}
	code := out["code"].(string)

	for _, tc := range []struct {
		path     string
		status   int
		contains string
		location string
	}{
		{"/", 200, `href="/new"`, ""},
		{"/new", 200, `<option value="random">`, ""},
		{"/solo", 200, `data-solo="1"`, ""},
		{"/join", 200, `id="join-form"`, ""},
		{"/join?code=" + strings.ToLower(code[:3]) + "-" + code[3:], http.StatusSeeOther, "", "/t/" + code},
		{"/join?code=abc", http.StatusBadRequest, "six letters and digits", ""},
		{"/join?code=AAAAAA", http.StatusNotFound, "No table has the code AAAAAA", ""},
		{"/t/" + code, 200, `data-code="` + code + `"`, ""},
		{"/t/" + strings.ToLower(code), http.StatusMovedPermanently, "", "/t/" + code},
		{"/t/" + strings.ToLower(code) + "/replay", http.StatusMovedPermanently, "", "/t/" + code + "/replay"},
		{"/t/" + code + "/replay", 200, `src="/static/replay.js"`, ""},
		{"/t/AAAAAA", http.StatusNotFound, "No table has the code AAAAAA", ""},
		{"/t/not-a-code", http.StatusNotFound, "No table has the code", ""},
		{"/no/such/page", http.StatusNotFound, "is not in the Keep", ""},
		{"/api/no/such/endpoint", http.StatusNotFound, `"not_found"`, ""},
		{"/static/table.js", 200, "import", ""},
	} {
		status, body, header := getPage(t, ts.URL+tc.path)
		if status != tc.status {
			t.Errorf("GET %s: status %d, want %d", tc.path, status, tc.status)
		}
		if tc.contains != "" && !strings.Contains(body, tc.contains) {
			t.Errorf("GET %s: page does not contain %q", tc.path, tc.contains)
		}
		if tc.location != "" && header.Get("Location") != tc.location {
			t.Errorf("GET %s: redirects to %q, want %q", tc.path, header.Get("Location"), tc.location)
		}
	}

	// A method the mux knows another handler for is still refused as such.
	if status, _, _ := c.do("DELETE", "/api/tables", ""); status != http.StatusMethodNotAllowed {
		t.Errorf("DELETE /api/tables: status %d, want 405", status)
	}
}

// TestPagesEscape: whatever a visitor types is escaped on the page.
func TestPagesEscape(t *testing.T) {
	ts := newServer(t)
	_, body, _ := getPage(t, ts.URL+`/join?code=%3Cscript%3Ealert(1)%3C/script%3E`)
	if strings.Contains(body, "<script>alert(1)") || !strings.Contains(body, "&lt;script&gt;alert(1)") {
		t.Error("the join page does not escape the code typed")
	}
	_, body, _ = getPage(t, ts.URL+`/%3Cimg%20src=x%3E`)
	if strings.Contains(body, "<img src=x>") {
		t.Error("the not-found page does not escape the path")
	}
}
