package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
)

// TestWorkerCommand: `evergreen worker` plays a preview's games sent on
// its input, asking for a slot before each game as a server's pool
// expects, and knows the review's kind too (refusing a table that is not
// over in the review's words, not as an unknown job).
func TestWorkerCommand(t *testing.T) {
	list := game.MustList(noblesgame.New(), highest.New())
	rs, err := list.Default().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := json.Marshal(map[string]any{"game": "nobles", "code": rs.Code(), "rules": json.RawMessage(rs.Doc()),
		"spec": map[string]any{"games": 2, "bots": []string{"random", "random"}}, "workers": 1})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- runWith(list, []string{"worker"}, inR, outW, io.Discard)
		outW.Close()
	}()
	fmt.Fprintf(inW, `{"kind":"preview","request":%s}`+"\n", req)
	var result json.RawMessage
	granted := 0
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m struct {
			Acquire int
			Result  json.RawMessage
			Error   string
		}
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("the worker wrote %q: %v", sc.Text(), err)
		}
		switch {
		case m.Acquire > 0:
			granted++
			fmt.Fprintf(inW, `{"grant":%d}`+"\n", m.Acquire)
		case m.Result != nil:
			result = m.Result
		case m.Error != "":
			t.Fatalf("the worker failed: %s", m.Error)
		}
	}
	inW.Close()
	if code := <-done; code != 0 || granted != 2 || !bytes.Contains(result, []byte(`"games":2`)) {
		t.Errorf("exit %d, %d slots asked for, result %.200s; want 0, 2 and a report of 2 games", code, granted, result)
	}

	var out bytes.Buffer
	code := runWith(list, []string{"worker"}, strings.NewReader(`{"kind":"review","request":{"stored":{"table":{"Code":"ABC","Game":"highest","Status":"playing"}}}}`+"\n"), &out, io.Discard)
	if code != 1 || !strings.Contains(out.String(), "not over") {
		t.Errorf("a review of a table still playing: exit %d, %s; want 1 and the review's refusal", code, out.String())
	}
}
