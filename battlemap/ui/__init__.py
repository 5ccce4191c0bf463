"""The Qt editor: main window, map scene, tools, commands, docks, dialogs."""
