package memstore_test

import (
	"testing"

	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return memstore.New() })
}

func TestCounter(t *testing.T) {
	storetest.RunCounter(t, func(*testing.T) (store.Counter, store.Counter) {
		s := memstore.New()
		return s, s
	})
}
