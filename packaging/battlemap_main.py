"""Entry point of the frozen app (PyInstaller): `battlemap` with its usual CLI.

No subcommand opens the editor; `battlemap --version`, `battlemap export ...`
and the other subcommands work as with the installed package.
"""

import sys

from battlemap.cli import main

if __name__ == "__main__":
    sys.exit(main())
