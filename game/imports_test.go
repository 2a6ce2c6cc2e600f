package game_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPlatformNamesNoGame enforces the platform's side of the contract:
// the packages that host games know them only through package game, and
// import no game's package. Only cmd/evergreen (the registration) and
// each game's own packages name a game.
func TestPlatformImportsNoGame(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list imports with")
	}
	for _, pkg := range []string{
		"evergreen/engine", "evergreen/game", "evergreen/game/gameweb", "evergreen/table", "evergreen/store/...",
		"evergreen/server", "evergreen/web", "evergreen/sim", "evergreen/preview", "evergreen/jobs",
		"evergreen/scenario", "evergreen/termplay", "evergreen/loadtest",
		"evergreen/bots", "evergreen/bots/ismcts", "evergreen/bots/bottest",
	} {
		out, err := exec.Command(goTool, "list", "-deps", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
		}
		var games []string
		for _, dep := range strings.Fields(string(out)) {
			if strings.HasPrefix(dep, "evergreen/games/") || dep == "evergreen/games" {
				games = append(games, dep)
			}
		}
		switch {
		case len(games) == 0:
		default:
			t.Errorf("%s imports game packages: %s; a platform package reaches games only through package game", pkg, strings.Join(games, ", "))
		}
	}
}
