from battlemap.cli import main

raise SystemExit(main())
