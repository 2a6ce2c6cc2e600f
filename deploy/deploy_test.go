package deploy_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"
)

// The nodes and the proxy's address the guide (docs/DEPLOY.md) uses.
var (
	nodes = []string{"127.0.0.1:8081", "127.0.0.1:8082"}
	proxy = "8080"
	// trust is the flag each node runs with to believe the proxy's
	// X-Forwarded-For.
	trust = "--trusted-proxies 127.0.0.1/32,::1/128"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// code drops comments (# to the end of a line) from a Caddyfile or an
// nginx.conf, so that a directive only named in a comment does not count.
func code(src string) string {
	var b strings.Builder
	for line := range strings.Lines(src) {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i] + "\n"
		}
		b.WriteString(line)
	}
	return b.String()
}

// balanced checks braces open and close in order.
func balanced(t *testing.T, name, src string) {
	t.Helper()
	depth := 0
	for i, line := range strings.Split(src, "\n") {
		depth += strings.Count(line, "{") - strings.Count(line, "}")
		if depth < 0 {
			t.Fatalf("%s:%d: a } closes nothing", name, i+1)
		}
	}
	if depth != 0 {
		t.Fatalf("%s: %d { left open", name, depth)
	}
}

// has checks that src holds a line matching each pattern (spaces
// between words may be any run of blanks).
func has(t *testing.T, name, src string, patterns ...string) {
	t.Helper()
	for _, p := range patterns {
		re := regexp.MustCompile(`(?m)^\s*` + strings.ReplaceAll(regexp.QuoteMeta(p), " ", `\s+`))
		if !re.MatchString(src) {
			t.Errorf("%s: no line %q", name, p)
		}
	}
}

func TestCaddyfile(t *testing.T) {
	src := code(read(t, "Caddyfile"))
	balanced(t, "Caddyfile", src)
	has(t, "Caddyfile", src,
		":"+proxy+" {",
		"reverse_proxy "+strings.Join(nodes, " ")+" {",
		"lb_policy round_robin",
		"health_uri /api/health",
	)
	// Caddy passes WebSocket upgrades through by itself; a header_up
	// touching Connection or Upgrade would only break that.
	if regexp.MustCompile(`(?i)header_up\s+[-+]?(Connection|Upgrade)`).MatchString(src) {
		t.Error("Caddyfile: rewrites Connection or Upgrade, which Caddy's own WebSocket handling needs as they are")
	}
	if bin, err := exec.LookPath("caddy"); err == nil {
		if out, err := exec.Command(bin, "validate", "--adapter", "caddyfile", "--config", "Caddyfile").CombinedOutput(); err != nil {
			t.Errorf("caddy validate: %v\n%s", err, out)
		}
	}
}

func TestNginxConf(t *testing.T) {
	src := code(read(t, "nginx.conf"))
	balanced(t, "nginx.conf", src)
	has(t, "nginx.conf", src,
		"map $http_upgrade $connection_upgrade {",
		"default upgrade;",
		"upstream evergreen {",
		"listen "+proxy+";",
		"location / {",
		"proxy_pass http://evergreen;",
		"proxy_http_version 1.1;",
		"proxy_set_header Upgrade $http_upgrade;",
		"proxy_set_header Connection $connection_upgrade;",
		"proxy_set_header Host $host;",
		"proxy_set_header X-Forwarded-For $remote_addr;",
		"proxy_read_timeout 1h;",
	)
	for _, n := range nodes {
		has(t, "nginx.conf", src, "server "+n)
	}
	// Every statement ends with ; or opens or closes a block.
	for i, line := range strings.Split(src, "\n") {
		l := strings.TrimSpace(line)
		if l != "" && !strings.HasSuffix(l, ";") && !strings.HasSuffix(l, "{") && l != "}" {
			t.Errorf("nginx.conf:%d: %q ends neither with ; nor a brace", i+1, l)
		}
	}
	if bin, err := exec.LookPath("nginx"); err == nil {
		abs, _ := filepath.Abs("nginx.conf")
		if out, err := exec.Command(bin, "-t", "-p", t.TempDir(), "-c", abs).CombinedOutput(); err != nil {
			t.Errorf("nginx -t: %v\n%s", err, out)
		}
	}
}

// TestGuideMatchesConfigs: the guide starts the nodes on the addresses
// the configurations name, shows both files as they are, and the health
// path they check is the servers' own.
func TestGuideMatchesConfigs(t *testing.T) {
	guide := read(t, filepath.Join("..", "docs", "DEPLOY.md"))
	for _, n := range nodes {
		if !strings.Contains(guide, "--addr "+n) {
			t.Errorf("docs/DEPLOY.md starts no node with --addr %s", n)
		}
	}
	for _, f := range []string{"deploy/Caddyfile", "deploy/nginx.conf"} {
		if !strings.Contains(guide, f) {
			t.Errorf("docs/DEPLOY.md does not name %s", f)
		}
		if !strings.Contains(read(t, filepath.Base(f)), trust) {
			t.Errorf("%s does not tell the nodes to trust it (%s)", f, trust)
		}
	}
	if !strings.Contains(guide, trust) {
		t.Errorf("docs/DEPLOY.md starts no node with %s", trust)
	}
	trusted, err := server.ParseTrustedProxies(strings.TrimPrefix(trust, "--trusted-proxies "))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), TrustedProxies: trusted})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/api/health")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/health, the path the proxies check: %d", resp.StatusCode)
	}
}
