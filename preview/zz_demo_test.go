package preview_test

import (
	"os"
	"testing"
	"time"

	"evergreen/preview"
	"evergreen/store/memstore"
)

func TestDemoCharts(t *testing.T) {
	def := load(t, "")
	shared := load(t, `{"turn_counting":"shared","name":"Shared turns"}`)
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Default: def, Logger: quiet(), Workers: 2})
	defer r.Close()
	spec, _ := preview.Spec{Games: 300}.Normalize()
	start := time.Now()
	r.Start(ctx, shared, spec)
	s := wait(t, r, shared, spec)
	t.Log(time.Since(start), s.State, s.Error)
	for _, name := range preview.Charts() {
		svg, err := preview.Chart(name, s.Result, s.Default)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile("/tmp/chartdemo/"+name+".svg", svg, 0o644)
	}
}
