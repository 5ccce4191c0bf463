<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/help/about.py" line="84"/>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="85"/>
        <source>A battlemap editor for tabletop RPG game masters that knows cover, concealment and flanking, and shows them live on the map.</source>
        <translation>Un editor di mappe di battaglia per i master dei giochi di ruolo da tavolo che conosce copertura, occultamento e fiancheggiamento, e li mostra in tempo reale sulla mappa.</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="88"/>
        <source>Rulesets: %1</source>
        <translation>Regolamenti: %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="89"/>
        <source>Battlemap is free software under the MIT licence.</source>
        <translation>Battlemap è software libero con licenza MIT.</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="90"/>
        <source>Libraries</source>
        <translation>Librerie</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="91"/>
        <source>Library</source>
        <translation>Libreria</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="92"/>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="93"/>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="117"/>
        <source>About Battlemap</source>
        <translation>Informazioni su Battlemap</translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/add_segment_command.py" line="13"/>
        <source>Draw {kind}</source>
        <translation>Disegna {kind}</translation>
    </message>
</context>
<context>
    <name>AddTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/add_template_command.py" line="12"/>
        <source>Place {name}</source>
        <translation>Posiziona {name}</translation>
    </message>
</context>
<context>
    <name>AddTokenCommand</name>
    <message>
        <location filename="../../ui/commands/add_token_command.py" line="13"/>
        <source>Add {name}</source>
        <translation>Aggiungi {name}</translation>
    </message>
</context>
<context>
    <name>AddTokensCommand</name>
    <message>
        <location filename="../../ui/commands/add_tokens_command.py" line="14"/>
        <source>Add {count} tokens</source>
        <translation>Aggiungi {count} segnalini</translation>
    </message>
</context>
<context>
    <name>AmbientChooser</name>
    <message>
        <location filename="../../ui/ambient_combo.py" line="18"/>
        <source>Bright light</source>
        <translation>Luce intensa</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="19"/>
        <source>Dim light</source>
        <translation>Luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="20"/>
        <source>Darkness</source>
        <translation>Oscurità</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="34"/>
        <source>Ambient light of the map, where no light source shines</source>
        <translation>Luce ambientale della mappa, dove non brilla nessuna fonte di luce</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="49"/>
        <source>{level} (suggested by the map)</source>
        <translation>{level} (suggerita dalla mappa)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="51"/>
        <source>Preparing the rules engine (first start only)…</source>
        <translation>Preparazione del motore delle regole (solo al primo avvio)…</translation>
    </message>
</context>
<context>
    <name>AreaTool</name>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="37"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="40"/>
        <source>Drag to place the area template chosen in the Attack toolbar for the selected creature; drag its origin to move it, its square handle to turn a cone or aim a line</source>
        <translation>Trascina per posizionare la sagoma d&apos;area scelta nella barra Attacco per la creatura selezionata; trascina l&apos;origine per spostarla e la maniglia quadrata per ruotare un cono o puntare una linea</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="82"/>
        <source>Select the creature whose effect it is first</source>
        <translation>Seleziona prima la creatura che produce l&apos;effetto</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="85"/>
        <source>Place template</source>
        <translation>Posiziona sagoma</translation>
    </message>
</context>
<context>
    <name>AttackToolbar</name>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="38"/>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="43"/>
        <source>Lock attacker</source>
        <translation>Blocca attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="44"/>
        <source>Lock</source>
        <translation>Blocca</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="47"/>
        <source>Keep this attacker while you select and move other tokens</source>
        <translation>Mantieni questo attaccante mentre selezioni e sposti altri segnalini</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee attack</source>
        <translation>Attacco in mischia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged</source>
        <translation>A distanza</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged attack</source>
        <translation>Attacco a distanza</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="61"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="62"/>
        <source>Area attack from a point: click a cell corner on the map to place it</source>
        <translation>Attacco ad area da un punto: fai clic sull&apos;angolo di un quadretto della mappa per piazzarlo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="63"/>
        <source>Close</source>
        <translation>Ravvicinato</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="64"/>
        <source>Close burst or blast (4e) from a point: click a cell corner to place it</source>
        <translation>Emanazione o propagazione ravvicinata (4e) da un punto: fai clic sull&apos;angolo di un quadretto per piazzarlo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="76"/>
        <source>Charge</source>
        <translation>Carica</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="78"/>
        <source>Charge: +1 to a melee attack (4e)</source>
        <translation>Carica: +1 a un attacco in mischia (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="80"/>
        <source>Long range</source>
        <translation>Gittata lunga</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="82"/>
        <source>Long range: −2 to a weapon attack (4e)</source>
        <translation>Gittata lunga: −2 a un attacco con arma (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="90"/>
        <source>Enemies</source>
        <translation>Nemici</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="91"/>
        <source>All tokens</source>
        <translation>Tutti i segnalini</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="92"/>
        <location filename="../../ui/overlays/attack_toolbar.py" line="140"/>
        <source>Show the attack against its enemies or every other token</source>
        <translation>Mostra l&apos;attacco contro i suoi nemici o contro tutti gli altri segnalini</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="111"/>
        <source>Attacker: %1</source>
        <translation>Attaccante: %1</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="112"/>
        <source>Select a token to see its attacks</source>
        <translation>Seleziona un segnalino per vederne gli attacchi</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="138"/>
        <source>An area template catches every creature in it, friend or foe: allies in the area are marked &quot;Ally caught&quot; (friendly fire)</source>
        <translation>Una sagoma d&apos;area colpisce ogni creatura al suo interno, amica o nemica: gli alleati nell&apos;area sono segnati come «Alleato colpito» (fuoco amico)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="144"/>
        <source>Origin (%1, %2): click a cell corner to move it</source>
        <translation>Origine (%1, %2): fai clic sull&apos;angolo di un quadretto per spostarla</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../ui/safety/autosave.py" line="441"/>
        <source>Autosave failed: {reason}</source>
        <translation>Salvataggio automatico non riuscito: {reason}</translation>
    </message>
</context>
<context>
    <name>BackgroundController</name>
    <message>
        <location filename="../../ui/background/install.py" line="36"/>
        <source>&amp;Import Universal VTT...</source>
        <translation>&amp;Importa Universal VTT...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="38"/>
        <source>Open a .dd2vtt, .uvtt or .df2vtt map (Dungeondraft, DungeonFog, Dungeon Alchemist...) as a new map</source>
        <translation>Apri una mappa .dd2vtt, .uvtt o .df2vtt (Dungeondraft, DungeonFog, Dungeon Alchemist...) come nuova mappa</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="40"/>
        <source>Background &amp;Image...</source>
        <translation>&amp;Immagine di sfondo...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="42"/>
        <source>Put a map image under the grid, or remove it</source>
        <translation>Metti un&apos;immagine di mappa sotto la griglia, o toglila</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="43"/>
        <source>&amp;Calibrate Background...</source>
        <translation>&amp;Calibra sfondo...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="45"/>
        <source>Line the grid up with the background image&apos;s</source>
        <translation>Allinea la griglia con quella dell&apos;immagine di sfondo</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="44"/>
        <source>Background Image</source>
        <translation>Immagine di sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="63"/>
        <source>Choose...</source>
        <translation>Scegli...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="71"/>
        <source>How many pixels of the image make one square of the grid</source>
        <translation>Quanti pixel dell&apos;immagine formano un quadretto della griglia</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="75"/>
        <source>The image pixel at the board&apos;s top-left corner</source>
        <translation>Il pixel dell&apos;immagine nell&apos;angolo in alto a sinistra del tabellone</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="80"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="82"/>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="85"/>
        <source>Board follows image</source>
        <translation>Il tabellone segue l&apos;immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="87"/>
        <source>Resize the board so that it covers the image (cells already painted keep their place)</source>
        <translation>Ridimensiona il tabellone perché copra l&apos;immagine (i quadretti già dipinti restano al loro posto)</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="98"/>
        <source>Image:</source>
        <translation>Immagine:</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="99"/>
        <source>Pixels per square:</source>
        <translation>Pixel per quadretto:</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="100"/>
        <source>Offset (pixels):</source>
        <translation>Scostamento (pixel):</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="107"/>
        <source>Calibrate on the Map...</source>
        <translation>Calibra sulla mappa...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="109"/>
        <source>Line a grid up with the image&apos;s, with the mouse</source>
        <translation>Allinea col mouse una griglia con quella dell&apos;immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="110"/>
        <source>Remove Background</source>
        <translation>Togli sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="118"/>
        <source>PNG, JPEG or WebP. The image is stored inside the .battlemap file, so the map stays self-contained.</source>
        <translation>PNG, JPEG o WebP. L&apos;immagine viene salvata dentro il file .battlemap, così la mappa resta autonoma.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="137"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="143"/>
        <source>Choose a background image</source>
        <translation>Scegli un&apos;immagine di sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="153"/>
        <source>Cannot use this image</source>
        <translation>Impossibile usare questa immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="214"/>
        <source>{name}: {w} × {h} pixels, {format}</source>
        <translation>{name}: {w} × {h} pixel, {format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="218"/>
        <source>The current background: {w} × {h} pixels, {format}</source>
        <translation>Lo sfondo attuale: {w} × {h} pixel, {format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="222"/>
        <source>No image yet: choose a PNG, JPEG or WebP file.</source>
        <translation>Ancora nessuna immagine: scegli un file PNG, JPEG o WebP.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="231"/>
        <source>The board stays {w} × {h} squares.</source>
        <translation>Il tabellone resta di {w} × {h} quadretti.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="233"/>
        <source>The board becomes {w} × {h} squares (now {cw} × {ch}).</source>
        <translation>Il tabellone diventa di {w} × {h} quadretti (ora {cw} × {ch}).</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="236"/>
        <source>(at most {n} squares each way)</source>
        <translation>(al massimo {n} quadretti per lato)</translation>
    </message>
</context>
<context>
    <name>BackgroundImage</name>
    <message>
        <location filename="../../ui/background/image_files.py" line="53"/>
        <source>Images (PNG, JPEG, WebP) ({patterns});;All files (*)</source>
        <translation>Immagini (PNG, JPEG, WebP) ({patterns});;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="68"/>
        <source>is a folder, not an image</source>
        <translation>è una cartella, non un&apos;immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="71"/>
        <source>is {size} MiB; the limit is {limit} MiB</source>
        <translation>occupa {size} MiB; il limite è {limit} MiB</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="79"/>
        <source>no such file</source>
        <translation>file inesistente</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="82"/>
        <source>cannot be read: {reason}</source>
        <translation>non può essere letto: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="99"/>
        <source>is not a PNG, JPEG or WebP image ({problem})</source>
        <translation>non è un&apos;immagine PNG, JPEG o WebP ({problem})</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="103"/>
        <source>the limit is {limit} megapixels</source>
        <translation>il limite è {limit} megapixel</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="107"/>
        <source>this computer&apos;s image reader stops at {limit} MiB ({mp} megapixels)</source>
        <translation>il lettore di immagini di questo computer si ferma a {limit} MiB ({mp} megapixel)</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="138"/>
        <source>the image cannot be decoded ({problem})</source>
        <translation>l&apos;immagine non può essere decodificata ({problem})</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="142"/>
        <source>the image is damaged: its header says {w}x{h} pixels</source>
        <translation>l&apos;immagine è danneggiata: la sua intestazione dice {w}x{h} pixel</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="153"/>
        <source>is too large: {w}x{h} pixels ({mp} megapixels); {limit}</source>
        <translation>è troppo grande: {w}x{h} pixel ({mp} megapixel); {limit}</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="26"/>
        <source>Brush</source>
        <translation>Pennello</translation>
    </message>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="29"/>
        <source>Drag to paint the terrain chosen in the palette; brush size in the palette</source>
        <translation>Trascina per dipingere il terreno scelto nella tavolozza; dimensione del pennello nella tavolozza</translation>
    </message>
</context>
<context>
    <name>BucketTool</name>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="22"/>
        <source>Bucket fill</source>
        <translation>Riempimento</translation>
    </message>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="25"/>
        <source>Click to fill the connected area of the same terrain with the palette&apos;s terrain; walls, windows and closed doors stop it</source>
        <translation>Fai clic per riempire l&apos;area collegata dello stesso terreno con il terreno della tavolozza; muri, finestre e porte chiuse la fermano</translation>
    </message>
</context>
<context>
    <name>CalibrationBar</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="203"/>
        <source>Calibrate background</source>
        <translation>Calibra sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="205"/>
        <source>&lt;b&gt;Calibrate background&lt;/b&gt;</source>
        <translation>&lt;b&gt;Calibra sfondo&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="207"/>
        <location filename="../../ui/background/calibration_tool.py" line="210"/>
        <location filename="../../ui/background/calibration_tool.py" line="212"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="209"/>
        <source>Image pixels per square (wheel over the map; Shift for finer steps)</source>
        <translation>Pixel dell&apos;immagine per quadretto (rotella sulla mappa; Maiusc per passi più fini)</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="215"/>
        <source>The image pixel at the board&apos;s top-left corner (drag the grid on the map)</source>
        <translation>Il pixel dell&apos;immagine nell&apos;angolo in alto a sinistra del tabellone (trascina la griglia sulla mappa)</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="217"/>
        <source>Square:</source>
        <translation>Quadretto:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="219"/>
        <source>Offset X:</source>
        <translation>Scostamento X:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="221"/>
        <source>Y:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="224"/>
        <source>Board follows image</source>
        <translation>Il tabellone segue l&apos;immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="225"/>
        <source>Resize the board so that it covers the image</source>
        <translation>Ridimensiona il tabellone perché copra l&apos;immagine</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="231"/>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="232"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>CalibrationTool</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="273"/>
        <source>Calibrate background</source>
        <translation>Calibra sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="276"/>
        <source>Drag the grid to line it up with the map&apos;s; wheel or the square handle: square size (Shift: finer); Ctrl+wheel: zoom; Enter applies, Esc cancels</source>
        <translation>Trascina la griglia per allinearla con quella della mappa; rotella o la maniglia quadrata: dimensione del quadretto (Maiusc: più fine); Ctrl+rotella: zoom; Invio applica, Esc annulla</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="503"/>
        <source>Board: {w} × {h} squares</source>
        <translation>Tabellone: {w} × {h} quadretti</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="612"/>
        <source>Cannot calibrate the background</source>
        <translation>Impossibile calibrare lo sfondo</translation>
    </message>
</context>
<context>
    <name>ConditionsDock</name>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="22"/>
        <source>Conditions</source>
        <translation>Condizioni</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="27"/>
        <source>Select tokens on the map to set their conditions.</source>
        <translation>Seleziona dei segnalini sulla mappa per impostarne le condizioni.</translation>
    </message>
</context>
<context>
    <name>ConfirmFirstSave</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="176"/>
        <source>Save recovered map</source>
        <translation>Salva mappa recuperata</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="177"/>
        <source>Replace {path} with the recovered map?</source>
        <translation>Sostituire {path} con la mappa recuperata?</translation>
    </message>
</context>
<context>
    <name>CutCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="16"/>
        <source>Cut</source>
        <translation>Taglia</translation>
    </message>
</context>
<context>
    <name>DeleteItemsCommand</name>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="17"/>
        <source>Delete 1 item</source>
        <translation>Elimina 1 elemento</translation>
    </message>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="19"/>
        <source>Delete {n} items</source>
        <translation>Elimina {n} elementi</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../ui/document_controller.py" line="36"/>
        <location filename="../../ui/document_controller.py" line="78"/>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="41"/>
        <source>Battlemaps (*{suffix});;All files (*)</source>
        <translation>Mappe di battaglia (*{suffix});;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="46"/>
        <source>Maps (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Battlemaps (*{suffix});;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;Rules cases (*.toml);;All files (*)</source>
        <translation>Mappe (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Mappe di battaglia (*{suffix});;Mappe Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;Casi di regole (*.toml);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="84"/>
        <source>Open map</source>
        <translation>Apri mappa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="106"/>
        <source>Cannot open map</source>
        <translation>Impossibile aprire la mappa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="109"/>
        <source>{name} (imported)</source>
        <translation>{name} (importata)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="111"/>
        <source>{name} (sample)</source>
        <translation>{name} (esempio)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="122"/>
        <source>Save map as</source>
        <translation>Salva mappa come</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="135"/>
        <source>Cannot save map</source>
        <translation>Impossibile salvare la mappa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="150"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="151"/>
        <source>Save the changes to {name}?</source>
        <translation>Salvare le modifiche a {name}?</translation>
    </message>
</context>
<context>
    <name>DuplicateTokensCommand</name>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="17"/>
        <source>Duplicate {name}</source>
        <translation>Duplica {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="20"/>
        <source>Duplicate {n} tokens</source>
        <translation>Duplica {n} segnalini</translation>
    </message>
</context>
<context>
    <name>EraseCellsCommand</name>
    <message>
        <location filename="../../ui/commands/erase_cells_command.py" line="18"/>
        <source>Erase</source>
        <translation>Cancella</translation>
    </message>
</context>
<context>
    <name>EraserTool</name>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="18"/>
        <source>Eraser</source>
        <translation>Gomma</translation>
    </message>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="21"/>
        <source>Drag to clear walls, obstacles, fog and darkness; brush size in the palette</source>
        <translation>Trascina per togliere muri, ostacoli, nebbia e oscurità; dimensione del pennello nella tavolozza</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../render/export/pdf.py" line="49"/>
        <location filename="../../render/export/svg.py" line="41"/>
        <source>Battlemap</source>
        <translation>Battlemap</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf.py" line="74"/>
        <source>Assembly of the %1 pages that follow: %2 columns x %3 rows at 1 square = 1 inch. Trim at the cut marks and overlap.</source>
        <translation>Montaggio delle %1 pagine seguenti: %2 colonne x %3 righe a 1 quadretto = 1 pollice. Rifila sui segni di taglio e sovrapponi.</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf.py" line="128"/>
        <source>Page %1 of A1–%2 (%3 columns x %4 rows). 1 square = 1 inch: print at 100%, no scaling.</source>
        <translation>Pagina %1 di A1–%2 (%3 colonne x %4 righe). 1 quadretto = 1 pollice: stampa al 100%, senza ridimensionare.</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf_marks.py" line="52"/>
        <source>1 inch</source>
        <translation>1 pollice</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="45"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="221"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="309"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="348"/>
        <source>Export map</source>
        <translation>Esporta mappa</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="54"/>
        <source>PNG image</source>
        <translation>Immagine PNG</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="55"/>
        <source>PDF document (print)</source>
        <translation>Documento PDF (stampa)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="56"/>
        <source>SVG picture</source>
        <translation>Immagine SVG</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="57"/>
        <source>Universal VTT map (.dd2vtt: Foundry, MapTool)</source>
        <translation>Mappa Universal VTT (.dd2vtt: Foundry, MapTool)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="58"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="61"/>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="66"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="70"/>
        <source> px per square</source>
        <translation> px per quadretto</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="72"/>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="79"/>
        <source>No title</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="80"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="82"/>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="84"/>
        <source>Lighting (dark and dim areas, light sources)</source>
        <translation>Illuminazione (zone buie e in penombra, fonti di luce)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="87"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="253"/>
        <source>Transparent background (no paper, no image)</source>
        <translation>Sfondo trasparente (niente carta, niente immagine)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="92"/>
        <source>Cover, concealment and flanking</source>
        <translation>Copertura, occultamento e fiancheggiamento</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="100"/>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Melee</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Ranged</source>
        <translation>A distanza</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Close (4e)</source>
        <translation>Ravvicinato (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="107"/>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="112"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="114"/>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="117"/>
        <source>Origin (grid point)</source>
        <translation>Origine (punto della griglia)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="119"/>
        <source>Highlight what blocks</source>
        <translation>Evidenzia ciò che blocca</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="121"/>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="131"/>
        <source>PDF pages</source>
        <translation>Pagine PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="134"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="135"/>
        <source>Letter</source>
        <translation>Letter (USA)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="138"/>
        <source>Page size</source>
        <translation>Formato pagina</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="140"/>
        <source>Print scale: 1 square = 1 inch, tiled over pages</source>
        <translation>Scala di stampa: 1 quadretto = 1 pollice, suddivisa su più pagine</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="141"/>
        <source>Fit the whole map on one page</source>
        <translation>Adatta l&apos;intera mappa a una pagina</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="148"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="158"/>
        <source>battlemap</source>
        <translation>mappa</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="219"/>
        <source>SVG pictures (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="220"/>
        <source>Universal VTT maps (*.dd2vtt)</source>
        <translation>Mappe Universal VTT (*.dd2vtt)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="239"/>
        <source>Walls, doors, lights and the background image, for other virtual tabletops</source>
        <translation>Muri, porte, luci e l&apos;immagine di sfondo, per altri tavoli virtuali</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="243"/>
        <source>(1 carried light exported as a placed light)</source>
        <translation>(1 luce portata esportata come luce piazzata)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="244"/>
        <source>(%1 carried lights exported as placed lights)</source>
        <translation>(%1 luci portate esportate come luci piazzate)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="254"/>
        <source>No paper colour or background image (saves ink)</source>
        <translation>Niente colore della carta né immagine di sfondo (risparmia inchiostro)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="266"/>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 pixel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="271"/>
        <source>1 page</source>
        <translation>1 pagina</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="273"/>
        <source>%1 pages: %2 x %3 tiles at 1 square = 1 inch</source>
        <translation>%1 pagine: %2 x %3 fogli a 1 quadretto = 1 pollice</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="299"/>
        <source>Choose a file to export to.</source>
        <translation>Scegli un file in cui esportare.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Exporting…</source>
        <translation>Esportazione in corso…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>FogBrushTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="45"/>
        <source>Fog brush</source>
        <translation>Pennello nebbia</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="48"/>
        <source>Drag to reveal cells to the players; right-drag to hide them; brush size in the palette</source>
        <translation>Trascina per rivelare i quadretti ai giocatori; trascina col tasto destro per nasconderli; dimensione del pennello nella tavolozza</translation>
    </message>
</context>
<context>
    <name>FogRectTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="80"/>
        <source>Fog rectangle</source>
        <translation>Rettangolo nebbia</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="83"/>
        <source>Drag a rectangle to reveal it to the players; right-drag to hide it</source>
        <translation>Trascina un rettangolo per rivelarlo ai giocatori; trascina col tasto destro per nasconderlo</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="32"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="46"/>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Riferimento regole</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="49"/>
        <source>Cover, concealment and flanking in the current ruleset</source>
        <translation>Copertura, occultamento e fiancheggiamento nel regolamento attuale</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="51"/>
        <source>Rules in &amp;Full</source>
        <translation>Regole &amp;complete</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="54"/>
        <source>Everything the engine decides, with the decisions Battlemap made (English)</source>
        <translation>Tutto ciò che il motore decide, con le decisioni prese da Battlemap (in inglese)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="56"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="60"/>
        <source>&amp;About Battlemap</source>
        <translation>&amp;Informazioni su Battlemap</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="100"/>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="102"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;mappa aperta&gt;</translation>
    </message>
</context>
<context>
    <name>ImportUvtt</name>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="30"/>
        <source>Universal VTT maps ({patterns});;All files (*)</source>
        <translation>Mappe Universal VTT ({patterns});;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="39"/>
        <source>Import Universal VTT map</source>
        <translation>Importa mappa Universal VTT</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="51"/>
        <source>Cannot import map</source>
        <translation>Impossibile importare la mappa</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="54"/>
        <source>{name} (imported)</source>
        <translation>{name} (importata)</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="58"/>
        <source>Imported {file}: {walls} walls, {doors} doors, {w} × {h} squares</source>
        <translation>Importato {file}: {walls} muri, {doors} porte, {w} × {h} quadretti</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="317"/>
        <source>Rules Inspector</source>
        <translation>Ispettore delle regole</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="491"/>
        <source>Select a token on the map: its attacks show here.</source>
        <translation>Seleziona un segnalino sulla mappa: i suoi attacchi compaiono qui.</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="494"/>
        <source>%1 attack by %2</source>
        <translation>Attacco (%1) di %2</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="550"/>
        <source>Select a row to see the whole result, the lines and the reasons.</source>
        <translation>Seleziona una riga per vedere il risultato completo, le linee e i motivi.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../render/export/overlays.py" line="62"/>
        <location filename="../../ui/overlays/legend_dock.py" line="49"/>
        <source>Melee attack by %1</source>
        <translation>Attacco in mischia di %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="63"/>
        <location filename="../../ui/overlays/legend_dock.py" line="50"/>
        <source>Ranged attack by %1</source>
        <translation>Attacco a distanza di %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="64"/>
        <location filename="../../ui/overlays/legend_dock.py" line="51"/>
        <source>Area attack by %1</source>
        <translation>Attacco ad area di %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="65"/>
        <location filename="../../ui/overlays/legend_dock.py" line="52"/>
        <source>Close attack by %1</source>
        <translation>Attacco ravvicinato di %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="106"/>
        <source>Badges give cover with its AC and Reflex bonus, concealment with its miss chance, flanking, combat advantage, and the total attack and AC modifiers.</source>
        <translation>Le etichette indicano la copertura con il suo bonus a CA e Riflessi, l&apos;occultamento con la sua probabilità di mancare, il fiancheggiamento, il vantaggio in combattimento e i modificatori totali di attacco e CA.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="108"/>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="110"/>
        <source>Light source</source>
        <translation>Fonte di luce</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="112"/>
        <source>Dim light</source>
        <translation>Luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="114"/>
        <source>Darkness (no light)</source>
        <translation>Oscurità (nessuna luce)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="116"/>
        <source>%1 (inactive)</source>
        <translation>%1 (inattiva)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="118"/>
        <source>Clear line</source>
        <translation>Linea libera</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="120"/>
        <source>Line blocked by terrain</source>
        <translation>Linea bloccata dal terreno</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="122"/>
        <source>Line blocked by a creature</source>
        <translation>Linea bloccata da una creatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="124"/>
        <source>What blocks</source>
        <translation>Ciò che blocca</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="126"/>
        <source>Where the lines start (corner or origin)</source>
        <translation>Dove partono le linee (angolo o origine)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="128"/>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="130"/>
        <source>Flanking</source>
        <translation>Fiancheggiamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="132"/>
        <source>Cannot be attacked (total cover)</source>
        <translation>Non può essere attaccato (copertura totale)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="134"/>
        <source>Total concealment</source>
        <translation>Occultamento totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="136"/>
        <source>Badge: no cover or concealment</source>
        <translation>Etichetta: nessuna copertura né occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="138"/>
        <source>Badge: cover or concealment</source>
        <translation>Etichetta: copertura o occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="140"/>
        <source>Badge: heavy cover or total concealment</source>
        <translation>Etichetta: copertura forte o occultamento totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="142"/>
        <source>Badge: melee target out of reach (greyed)</source>
        <translation>Etichetta: bersaglio in mischia fuori portata (in grigio)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="144"/>
        <source>Area template: the squares it covers</source>
        <translation>Sagoma d&apos;area: i quadretti che copre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="146"/>
        <source>Spared: on a covered square, no line of effect</source>
        <translation>Risparmiata: su un quadretto coperto, senza linea d&apos;effetto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="148"/>
        <source>Ally caught in the area (friendly fire)</source>
        <translation>Alleato colpito nell&apos;area (fuoco amico)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="150"/>
        <source>%1 measures templates in squares, not in feet</source>
        <translation>%1 misura le sagome in quadretti, non in piedi</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="152"/>
        <source>%1 measures templates in feet, not in squares</source>
        <translation>%1 misura le sagome in piedi, non in quadretti</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="154"/>
        <source>its creature is no longer on the map</source>
        <translation>la sua creatura non è più sulla mappa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="156"/>
        <source>it lies off the board</source>
        <translation>è fuori dalla mappa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="158"/>
        <source>it no longer starts from its creature&apos;s squares</source>
        <translation>non parte più dai quadretti della sua creatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="160"/>
        <source>the blast overlaps its creature</source>
        <translation>l&apos;esplosione si sovrappone alla sua creatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="162"/>
        <source>the blast no longer touches its creature</source>
        <translation>l&apos;esplosione non tocca più la sua creatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="164"/>
        <source>%1 (inactive): %2</source>
        <translation>%1 (inattiva): %2</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <location filename="../../ui/overlays/legend_dock.py" line="170"/>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
</context>
<context>
    <name>LightCommands</name>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="17"/>
        <source>Place {name}</source>
        <translation>Posiziona {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="27"/>
        <source>Move {name}</source>
        <translation>Sposta {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="33"/>
        <source>Remove {name}</source>
        <translation>Rimuovi {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="42"/>
        <source>Change {name}</source>
        <translation>Modifica {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="48"/>
        <source>Set ambient light</source>
        <translation>Imposta la luce ambientale</translation>
    </message>
</context>
<context>
    <name>LightPresets</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Torch</source>
        <translation>Torcia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Hooded lantern</source>
        <translation>Lanterna schermabile</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Sunrod</source>
        <translation>Verga solare</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Light (spell)</source>
        <translation>Luce (incantesimo)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Lantern</source>
        <translation>Lanterna</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Beacon</source>
        <translation>Faro</translation>
    </message>
</context>
<context>
    <name>LightTool</name>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="32"/>
        <source>Light</source>
        <translation>Luce</translation>
    </message>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="35"/>
        <source>Click to place a light (kind and radii in the palette); drag a light to move it; right-click a light to remove it</source>
        <translation>Fai clic per posizionare una luce (tipo e raggi nella tavolozza); trascina una luce per spostarla; clic destro su una luce per rimuoverla</translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="44"/>
        <source>Wall line</source>
        <translation>Linea di muro</translation>
    </message>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="47"/>
        <source>Drag from corner to corner to draw a wall, door, window or low wall (kind in the palette); Shift keeps it straight; right-click removes one</source>
        <translation>Trascina da angolo ad angolo per disegnare un muro, una porta, una finestra o un muretto (tipo nella tavolozza); Maiusc lo mantiene dritto; clic destro ne rimuove uno</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <source>Tools</source>
        <translation>Strumenti</translation>
    </message>
</context>
<context>
    <name>MoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/move_template_command.py" line="19"/>
        <source>Move {name}</source>
        <translation>Sposta {name}</translation>
    </message>
</context>
<context>
    <name>MoveTokensCommand</name>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="23"/>
        <source>Move {name}</source>
        <translation>Sposta {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="25"/>
        <source>Move {n} tokens</source>
        <translation>Sposta {n} segnalini</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../../ui/names.py" line="10"/>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="11"/>
        <source>door</source>
        <translation>porta</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="12"/>
        <source>window</source>
        <translation>finestra</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="13"/>
        <source>low wall</source>
        <translation>muretto</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="16"/>
        <source>Fine</source>
        <translation>Piccolissima</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="17"/>
        <source>Diminutive</source>
        <translation>Minuta</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="18"/>
        <source>Tiny</source>
        <translation>Minuscola</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="19"/>
        <source>Small</source>
        <translation>Piccola</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="20"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="21"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="22"/>
        <source>Huge</source>
        <translation>Enorme</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="23"/>
        <source>Gargantuan</source>
        <translation>Mastodontica</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="24"/>
        <source>Colossal</source>
        <translation>Colossale</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="32"/>
        <source>prone</source>
        <translation>prono</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="33"/>
        <source>helpless</source>
        <translation>indifeso</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="34"/>
        <source>unconscious</source>
        <translation>privo di sensi</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="35"/>
        <source>stunned</source>
        <translation>stordito</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="36"/>
        <source>blinded</source>
        <translation>accecato</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="37"/>
        <source>invisible</source>
        <translation>invisibile</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="38"/>
        <source>restrained</source>
        <translation>trattenuto</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="39"/>
        <source>dazed</source>
        <translation>frastornato</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="40"/>
        <source>surprised</source>
        <translation>sorpreso</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="41"/>
        <source>paralyzed</source>
        <translation>paralizzato</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="42"/>
        <source>asleep</source>
        <translation>addormentato</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="45"/>
        <source>PCs</source>
        <translation>PG</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="46"/>
        <source>allies</source>
        <translation>alleati</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="47"/>
        <source>enemies</source>
        <translation>nemici</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="48"/>
        <source>neutral</source>
        <translation>neutrali</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="16"/>
        <source>New map</source>
        <translation>Nuova mappa</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="20"/>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="21"/>
        <source>Height</source>
        <translation>Altezza</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="24"/>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="35"/>
        <source> squares</source>
        <translation> quadretti</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="54"/>
        <source>Out of reach</source>
        <translation>Fuori portata</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="56"/>
        <source>Soft cover</source>
        <translation>Copertura leggera</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="58"/>
        <source>Partial cover</source>
        <translation>Copertura parziale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="60"/>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="62"/>
        <source>Improved cover</source>
        <translation>Copertura migliorata</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="64"/>
        <source>Total cover</source>
        <translation>Copertura totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="66"/>
        <source>Lesser cover</source>
        <translation>Copertura inferiore</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="68"/>
        <source>Standard cover</source>
        <translation>Copertura standard</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="70"/>
        <source>Greater cover</source>
        <translation>Copertura superiore</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="72"/>
        <source>Superior cover</source>
        <translation>Copertura superiore</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="74"/>
        <source>No cover</source>
        <translation>Nessuna copertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="76"/>
        <source>Total concealment</source>
        <translation>Occultamento totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="78"/>
        <source>total cover</source>
        <translation>copertura totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="80"/>
        <source>no line of effect</source>
        <translation>nessuna linea di effetto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="82"/>
        <source>Concealment</source>
        <translation>Occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="84"/>
        <source>Ally caught (friendly fire)</source>
        <translation>Alleato colpito (fuoco amico)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="86"/>
        <source>Coup de grace possible</source>
        <translation>Colpo di grazia possibile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="88"/>
        <source>Flanked</source>
        <translation>Fiancheggiato</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="90"/>
        <source>Cannot be attacked: %1</source>
        <translation>Non può essere attaccato: %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="92"/>
        <source>%1% miss</source>
        <translation>%1% di mancare</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="94"/>
        <source>Combat advantage %1</source>
        <translation>Vantaggio in combattimento %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="96"/>
        <source>AC %1</source>
        <translation>CA %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="98"/>
        <source>Reflex %1</source>
        <translation>Riflessi %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="100"/>
        <source>attack %1</source>
        <translation>attacco %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="102"/>
        <source>Flanked %1</source>
        <translation>Fiancheggiato %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="104"/>
        <source>Total: attack %1, AC %2</source>
        <translation>Totale: attacco %1, CA %2</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="194"/>
        <source>Obscured, but the attacker sees through it</source>
        <translation>Oscurato, ma l&apos;attaccante ci vede attraverso</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="196"/>
        <source>Concealment for the attacker</source>
        <translation>Occultamento per l&apos;attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="198"/>
        <source>Total concealment for the attacker</source>
        <translation>Occultamento totale per l&apos;attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="200"/>
        <source>Area origin (click a cell corner to move it)</source>
        <translation>Origine dell&apos;area (fai clic sull&apos;angolo di un quadretto per spostarla)</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="182"/>
        <source>Rules &amp;Overlays</source>
        <translation>Livelli delle &amp;regole</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="184"/>
        <source>L&amp;egend</source>
        <translation>L&amp;egenda</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="186"/>
        <source>&amp;Lines</source>
        <translation>&amp;Linee</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="188"/>
        <source>&amp;Badges</source>
        <translation>E&amp;tichette</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="190"/>
        <source>&amp;Flanking</source>
        <translation>&amp;Fiancheggiamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="192"/>
        <source>&amp;Concealment Shading</source>
        <translation>&amp;Ombreggiatura dell&apos;occultamento</translation>
    </message>
</context>
<context>
    <name>PaintCellsCommand</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="166"/>
        <source>Fill rectangle with {terrain}</source>
        <translation>Riempi rettangolo con {terrain}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="168"/>
        <source>Bucket fill with {terrain}</source>
        <translation>Riempi area con {terrain}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="170"/>
        <source>Paint {terrain}</source>
        <translation>Dipingi {terrain}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../ui/tools/palette.py" line="32"/>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="33"/>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="34"/>
        <source>Low obstacle</source>
        <translation>Ostacolo basso</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="35"/>
        <source>low obstacle</source>
        <translation>ostacolo basso</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="36"/>
        <source>Fog</source>
        <translation>Nebbia</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="37"/>
        <source>fog</source>
        <translation>nebbia</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="38"/>
        <source>Heavy fog</source>
        <translation>Nebbia fitta</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="39"/>
        <source>heavy fog</source>
        <translation>nebbia fitta</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="40"/>
        <source>Dim light</source>
        <translation>Luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="41"/>
        <source>dim light</source>
        <translation>luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="42"/>
        <source>Darkness</source>
        <translation>Oscurità</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="43"/>
        <source>darkness</source>
        <translation>oscurità</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="44"/>
        <source>Clear solid</source>
        <translation>Togli ostacoli</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="45"/>
        <source>open ground</source>
        <translation>terreno libero</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="46"/>
        <source>Clear obscurement</source>
        <translation>Togli nebbia e buio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="47"/>
        <source>clear air</source>
        <translation>aria limpida</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="63"/>
        <source>Creature</source>
        <translation>Creatura</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="47"/>
        <source>Palette</source>
        <translation>Tavolozza</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="63"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="71"/>
        <source>{name} (key {n})</source>
        <translation>{name} (tasto {n})</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="86"/>
        <source>Brush size (squares)</source>
        <translation>Dimensione del pennello (quadretti)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="91"/>
        <source>Wall line</source>
        <translation>Linea di muro</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="106"/>
        <source>New token</source>
        <translation>Nuovo segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="112"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="119"/>
        <source>Size</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="126"/>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="130"/>
        <source>New light</source>
        <translation>Nuova luce</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="134"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="140"/>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="143"/>
        <source>Bright radius</source>
        <translation>Raggio di luce intensa</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="144"/>
        <source>Dim radius</source>
        <translation>Raggio di luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="155"/>
        <source>{name} ({bright}/{dim} ft)</source>
        <translation>{name} ({bright}/{dim} ft)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="158"/>
        <source>Custom radii</source>
        <translation>Raggi personalizzati</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="23"/>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="292"/>
        <source>Reveal cells</source>
        <translation>Rivela quadretti</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="294"/>
        <source>Hide cells</source>
        <translation>Nascondi quadretti</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="296"/>
        <source>Change turn order</source>
        <translation>Modifica ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="298"/>
        <source>Next turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="300"/>
        <source>Previous turn</source>
        <translation>Turno precedente</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <location filename="../../ui/play/controller.py" line="111"/>
        <source>{label} ({shortcut})</source>
        <translation>{label} ({shortcut})</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="166"/>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="185"/>
        <source>&amp;Play</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="196"/>
        <source>Conditions of the selected tokens</source>
        <translation>Condizioni dei segnalini selezionati</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="211"/>
        <source>Player view full screen on</source>
        <translation>Vista giocatori a schermo intero su</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="235"/>
        <source>Play mode: terrain and walls are locked; F5 goes back to editing</source>
        <translation>Modalità di gioco: terreno e muri bloccati; F5 torna alla modifica</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="269"/>
        <source>Terrain and walls are locked in play mode (F5 leaves it)</source>
        <translation>Terreno e muri sono bloccati in modalità di gioco (F5 per uscire)</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="294"/>
        <source>No fight yet: add creatures to the turn order</source>
        <translation>Ancora nessun combattimento: aggiungi creature all&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="304"/>
        <source>Change whose turn it is</source>
        <translation>Cambia di chi è il turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="334"/>
        <location filename="../../ui/i18n_extra.py" line="320"/>
        <source>Turn fog of war off</source>
        <translation>Disattiva la nebbia di guerra</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <location filename="../../ui/i18n_extra.py" line="318"/>
        <source>Reveal the whole map</source>
        <translation>Rivela l&apos;intera mappa</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <source>Cover the map with fog</source>
        <translation>Copri la mappa di nebbia di guerra</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="432"/>
        <source>{n}: {name} ({w}×{h})</source>
        <translation>{n}: {name} ({w}×{h})</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="433"/>
        <source>screen</source>
        <translation>schermo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="308"/>
        <source>Play mode</source>
        <translation>Modalità di gioco</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="310"/>
        <source>At the table: terrain and walls locked, fog of war, bigger labels</source>
        <translation>Al tavolo: terreno e muri bloccati, nebbia di guerra, etichette più grandi</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="312"/>
        <source>Next turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="314"/>
        <source>Previous turn</source>
        <translation>Turno precedente</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="316"/>
        <source>Cover the whole map with fog</source>
        <translation>Copri l&apos;intera mappa di nebbia di guerra</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="322"/>
        <source>Player view</source>
        <translation>Vista giocatori</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="324"/>
        <source>A second window for the players&apos; screen: no hidden tokens, fog of war in black</source>
        <translation>Una seconda finestra per lo schermo dei giocatori: niente segnalini nascosti, nebbia di guerra in nero</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="326"/>
        <source>Show the attacker&apos;s overlays to players</source>
        <translation>Mostra ai giocatori i livelli dell&apos;attaccante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="328"/>
        <source>Player view follows my view</source>
        <translation>La vista giocatori segue la mia</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="330"/>
        <source>Fit the map in the player view</source>
        <translation>Adatta la mappa alla vista giocatori</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="332"/>
        <source>Leave full screen</source>
        <translation>Esci dallo schermo intero</translation>
    </message>
</context>
<context>
    <name>PlayerCanvas</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="136"/>
        <source>Round {round}: {name}</source>
        <translation>Round {round}: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/player_window.py" line="137"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="229"/>
        <source>Battlemap: player view</source>
        <translation>Battlemap: vista giocatori</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="23"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="29"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="30"/>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="32"/>
        <source>How often a modified map is saved to the autosave folder, to recover it after a crash</source>
        <translation>Ogni quanto una mappa modificata viene salvata nella cartella dei salvataggi automatici, per recuperarla dopo un arresto anomalo</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="34"/>
        <source>&amp;Autosave every</source>
        <translation>&amp;Salvataggio automatico ogni</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="37"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="45"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="46"/>
        <source>A new language applies when Battlemap restarts.</source>
        <translation>La nuova lingua si applica al riavvio di Battlemap.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="53"/>
        <source>&amp;Ruleset for new maps</source>
        <translation>&amp;Regolamento per le nuove mappe</translation>
    </message>
</context>
<context>
    <name>QuickConditions</name>
    <message>
        <location filename="../../ui/play/conditions.py" line="54"/>
        <source>Hidden from players</source>
        <translation>Nascosto ai giocatori</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="102"/>
        <source>hidden</source>
        <translation>nascosto</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="123"/>
        <source>{n} tokens</source>
        <translation>{n} segnalini</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="128"/>
        <source>More conditions</source>
        <translation>Altre condizioni</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="138"/>
        <source>Add to turn order</source>
        <translation>Aggiungi all&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="140"/>
        <source>Remove from turn order</source>
        <translation>Rimuovi dall&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="142"/>
        <source>Make it their turn</source>
        <translation>Dagli il turno</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="12"/>
        <source>Every line to the target is blocked: total cover, it cannot be attacked.</source>
        <translation>Tutte le linee verso il bersaglio sono bloccate: copertura totale, non può essere attaccato.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="14"/>
        <source>A chosen line passes a wall, a low obstacle or a thin wall: cover.</source>
        <translation>Una linea scelta attraversa un muro, un ostacolo basso o un muro sottile: copertura.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="16"/>
        <source>A chosen line passes another creature: soft cover.</source>
        <translation>Una linea scelta attraversa un&apos;altra creatura: copertura leggera.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="18"/>
        <source>More than half of the target is visible ({0:.0%}): partial cover.</source>
        <translation>Più di metà del bersaglio è visibile ({0:.0%}): copertura parziale.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="20"/>
        <source>The target&apos;s cover is improved (arrow slit or similar).</source>
        <translation>La copertura del bersaglio è migliorata (feritoia o simile).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="22"/>
        <source>{0} of the 4 lines from the best corner are blocked.</source>
        <translation>{0} delle 4 linee dall&apos;angolo migliore sono bloccate.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="24"/>
        <source>The centre line gives {0} cover.</source>
        <translation>La linea centrale dà copertura: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="26"/>
        <source>The target stands in poor light: {0}.</source>
        <translation>Il bersaglio è in luce scarsa: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="28"/>
        <source>The target&apos;s whole space is in fog: concealment.</source>
        <translation>L&apos;intero spazio del bersaglio è nella nebbia: occultamento.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="30"/>
        <source>Fog on the chosen lines: {0}.</source>
        <translation>Nebbia sulle linee scelte: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="32"/>
        <source>The attacker cannot see the target (invisible, blinded or no line of sight): total concealment.</source>
        <translation>L&apos;attaccante non può vedere il bersaglio (invisibile, accecato o nessuna linea di visuale): occultamento totale.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="34"/>
        <source>What obscures the target&apos;s square: {0}.</source>
        <translation>Ciò che oscura il quadretto del bersaglio: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="36"/>
        <source>Concealment along the centre line or under the target: {0}.</source>
        <translation>Occultamento lungo la linea centrale o sotto il bersaglio: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="38"/>
        <source>Flanking with {0}.</source>
        <translation>Fiancheggiamento con {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="40"/>
        <source>{0} flanking pair(s) around the target.</source>
        <translation>{0} coppia/e di fiancheggiamento attorno al bersaglio.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="42"/>
        <source>Combat advantage against the target.</source>
        <translation>Vantaggio in combattimento contro il bersaglio.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="302"/>
        <source>Cannot recover map</source>
        <translation>Impossibile recuperare la mappa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="304"/>
        <source>{name} (recovered)</source>
        <translation>{name} (recuperata)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="306"/>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="85"/>
        <source>Recover map</source>
        <translation>Recupera mappa</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="100"/>
        <source>&amp;Recover</source>
        <translation>&amp;Recupera</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="101"/>
        <source>&amp;Show in Folder</source>
        <translation>&amp;Mostra nella cartella</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="102"/>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="103"/>
        <source>Decide &amp;Later</source>
        <translation>Decidi &amp;dopo</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="114"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found.</source>
        <translation>Battlemap non è stato chiuso correttamente. È stata trovata una versione di {name} salvata automaticamente il {time}.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="116"/>
        <source>Recovering it opens it with your changes; saving it replaces {path}.</source>
        <translation>Recuperandola si apre con le tue modifiche; salvandola si sostituisce {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="119"/>
        <source>Careful: that file was saved after this autosave.</source>
        <translation>Attenzione: quel file è stato salvato dopo questo salvataggio automatico.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="121"/>
        <source>an untitled map</source>
        <translation>una mappa senza titolo</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="122"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found. It had never been saved.</source>
        <translation>Battlemap non è stato chiuso correttamente. È stata trovata una versione di {name} salvata automaticamente il {time}. Non era mai stata salvata.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="131"/>
        <source>Autosave folder</source>
        <translation>Cartella dei salvataggi automatici</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="132"/>
        <source>The autosaves are in {folder}</source>
        <translation>I salvataggi automatici sono in {folder}</translation>
    </message>
</context>
<context>
    <name>RectTool</name>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="81"/>
        <source>Rectangle</source>
        <translation>Rettangolo</translation>
    </message>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="84"/>
        <source>Drag from corner to corner to fill a rectangle with the palette&apos;s terrain</source>
        <translation>Trascina da angolo ad angolo per riempire un rettangolo con il terreno della tavolozza</translation>
    </message>
</context>
<context>
    <name>RemoveSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/remove_segment_command.py" line="14"/>
        <source>Remove {kind}</source>
        <translation>Rimuovi {kind}</translation>
    </message>
</context>
<context>
    <name>RemoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/remove_template_command.py" line="12"/>
        <source>Remove {name}</source>
        <translation>Rimuovi {name}</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="99"/>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="101"/>
        <source>Attack?</source>
        <translation>Colpibile?</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="102"/>
        <source>Can the target be attacked at all</source>
        <translation>Se il bersaglio può essere attaccato</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="103"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="106"/>
        <source>Area attacks: is the target in the area (its template, or line of effect from the origin)</source>
        <translation>Attacchi ad area: il bersaglio è nell&apos;area? (la sagoma, o la linea d&apos;effetto dall&apos;origine)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="108"/>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="112"/>
        <source>Concealment</source>
        <translation>Occult.</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="115"/>
        <source>Miss %</source>
        <translation>% mancare</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="117"/>
        <source>Miss chance from concealment</source>
        <translation>Probabilità di mancare per occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="118"/>
        <source>Flanked</source>
        <translation>Fianco</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="121"/>
        <source>CA</source>
        <translation>VC</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="122"/>
        <source>Combat advantage (4e)</source>
        <translation>Vantaggio in combattimento (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="123"/>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="124"/>
        <source>Total modifier to the attack roll</source>
        <translation>Modificatore totale al tiro per colpire</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="125"/>
        <source>AC</source>
        <translation>CA</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="126"/>
        <source>Total change to the target&apos;s AC</source>
        <translation>Variazione totale della CA del bersaglio</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="127"/>
        <source>Reflex</source>
        <translation>Riflessi</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="128"/>
        <source>Cover bonus to Reflex saves</source>
        <translation>Bonus di copertura ai tiri salvezza su Riflessi</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="129"/>
        <source>AoO</source>
        <translation>AdO</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="130"/>
        <source>Attack of opportunity allowed</source>
        <translation>Attacco di opportunità consentito</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="131"/>
        <source>Stealth</source>
        <translation>Furtività</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="132"/>
        <source>The target may hide</source>
        <translation>Il bersaglio può nascondersi</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="133"/>
        <source>Sight</source>
        <translation>Visuale</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="134"/>
        <source>Line of sight</source>
        <translation>Linea di visuale</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="135"/>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="136"/>
        <source>Line of effect</source>
        <translation>Linea di effetto</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="137"/>
        <source>Coup</source>
        <translation>Grazia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="138"/>
        <source>Coup de grace possible</source>
        <translation>Colpo di grazia possibile</translation>
    </message>
</context>
<context>
    <name>RulerTool</name>
    <message>
        <location filename="../../ui/play/ruler.py" line="117"/>
        <source>Ruler</source>
        <translation>Righello</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="120"/>
        <source>Drag from cell to cell to measure; Escape or a click dismisses the measurement</source>
        <translation>Trascina da quadretto a quadretto per misurare; Esc o un clic annulla la misura</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="210"/>
        <source>1 square (5 ft)</source>
        <translation>1 quadretto (5 ft)</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="212"/>
        <source>{squares} squares ({feet} ft)</source>
        <translation>{squares} quadretti ({feet} ft)</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="213"/>
        <source>every diagonal counts 1</source>
        <translation>ogni diagonale conta 1</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="214"/>
        <source>diagonals count 1-2-1</source>
        <translation>le diagonali contano 1-2-1</translation>
    </message>
</context>
<context>
    <name>RulesDocumentDialog</name>
    <message>
        <location filename="../../ui/help/rules_document.py" line="19"/>
        <source>Battlemap Rules in Full</source>
        <translation>Regole complete di Battlemap</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_document.py" line="27"/>
        <source>The rules document cannot be read: %1</source>
        <translation>Impossibile leggere il documento delle regole: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="26"/>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="27"/>
        <source>Concealment</source>
        <translation>Occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="28"/>
        <source>Flanking</source>
        <translation>Fiancheggiamento</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="29"/>
        <source>Flanking and combat advantage</source>
        <translation>Fiancheggiamento e vantaggio in combattimento</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="30"/>
        <source>Conditions</source>
        <translation>Condizioni</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="31"/>
        <source>This ruleset</source>
        <translation>Questo regolamento</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="35"/>
        <source>Choose a corner of one of your squares and draw lines to the four corners of one square of the target. You choose the corner and the square that suit you best.</source>
        <translation>Scegli un angolo di uno dei tuoi quadretti e traccia le linee verso i quattro angoli di un quadretto del bersaglio. Scegli tu l&apos;angolo e il quadretto più favorevoli.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="39"/>
        <source>If a line passes through a wall, a low obstacle or a thin wall, the target has cover: +4 to AC and +2 on Reflex saves.</source>
        <translation>Se una linea attraversa un muro, un ostacolo basso o un muro sottile, il bersaglio ha copertura: +4 alla CA e +2 ai tiri salvezza su Riflessi.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="42"/>
        <source>If a line passes only through a square held by another creature, friend or foe, the target has soft cover against ranged and reach attacks: +4 to AC, no Reflex bonus, and it does not allow stealth.</source>
        <translation>Se una linea attraversa solo un quadretto occupato da un&apos;altra creatura, amica o nemica, il bersaglio ha copertura leggera contro gli attacchi a distanza e con portata: +4 alla CA, nessun bonus ai Riflessi, e non consente di nascondersi.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="46"/>
        <source>A low obstacle gives cover only to a target within 30 ft (6 squares) of it, and not against an attacker closer to it than the target.</source>
        <translation>Un ostacolo basso fornisce copertura solo a un bersaglio entro 9 metri (6 quadretti) da esso, e non contro un attaccante più vicino all&apos;ostacolo del bersaglio.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="49"/>
        <source>In melee against an adjacent target, only walls and low obstacles give cover; creatures never do.</source>
        <translation>In mischia contro un bersaglio adiacente, solo i muri e gli ostacoli bassi forniscono copertura; le creature mai.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="52"/>
        <source>Without line of effect (every line blocked by a solid barrier) the target has total cover and cannot be attacked.</source>
        <translation>Senza linea di effetto (ogni linea bloccata da una barriera solida) il bersaglio ha copertura totale e non può essere attaccato.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="55"/>
        <source>Partial cover (a GM option): when more than half of the target is visible, cover gives only +2 to AC and +1 on Reflex saves.</source>
        <translation>Copertura parziale (opzione del GM): se più di metà del bersaglio è visibile, la copertura dà solo +2 alla CA e +1 ai tiri salvezza su Riflessi.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="58"/>
        <source>Improved cover (an arrow slit, by the GM&apos;s ruling) doubles the bonuses: +8 to AC, +4 on Reflex saves and +10 on stealth checks.</source>
        <translation>La copertura migliorata (una feritoia, a discrezione del GM) raddoppia i bonus: +8 alla CA, +4 ai tiri salvezza su Riflessi e +10 alle prove per nascondersi.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="61"/>
        <source>No attack of opportunity against a target that has cover from you, soft cover included.</source>
        <translation>Nessun attacco di opportunità contro un bersaglio che ha copertura rispetto a te, copertura leggera compresa.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="66"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance. Several sources never stack: the worst one applies.</source>
        <translation>L&apos;occultamento dà il 20% di probabilità di mancare, l&apos;occultamento totale il 50%. Più fonti non si sommano mai: si applica la peggiore.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="69"/>
        <source>Ranged and reach attacks: if a line from the chosen corner passes through fog, the target has concealment; through heavy fog, total concealment (only concealment if the target is adjacent).</source>
        <translation>Attacchi a distanza e con portata: se una linea dall&apos;angolo scelto attraversa la nebbia, il bersaglio ha occultamento; se attraversa nebbia fitta, occultamento totale (solo occultamento se il bersaglio è adiacente).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="73"/>
        <source>Melee against an adjacent target: concealment only when the target&apos;s whole space is in fog.</source>
        <translation>Mischia contro un bersaglio adiacente: occultamento solo se l&apos;intero spazio del bersaglio è nella nebbia.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="76"/>
        <source>Dim light gives concealment and darkness total concealment, unless the attacker&apos;s darkvision reaches the target; low-light vision ignores dim light.</source>
        <translation>La luce fioca dà occultamento e l&apos;oscurità occultamento totale, a meno che la scurovisione dell&apos;attaccante raggiunga il bersaglio; la visione crepuscolare ignora la luce fioca.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="80"/>
        <source>An invisible target (unless the attacker sees invisible), a blinded attacker, or line of effect without line of sight: total concealment. No attack of opportunity against a target with total concealment.</source>
        <translation>Un bersaglio invisibile (a meno che l&apos;attaccante veda l&apos;invisibile), un attaccante accecato, o linea di effetto senza linea di visuale: occultamento totale. Nessun attacco di opportunità contro un bersaglio con occultamento totale.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="86"/>
        <source>In melee you flank a target when an ally who also threatens it stands on the opposite side: the line between the centres of your squares passes through opposite sides or corners of the target&apos;s space. Flanking gives +2 on the attack roll.</source>
        <translation>In mischia fiancheggi un bersaglio quando un alleato che lo minaccia a sua volta si trova sul lato opposto: la linea tra i centri dei vostri quadretti attraversa lati o angoli opposti dello spazio del bersaglio. Il fiancheggiamento dà +2 al tiro per colpire.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="91"/>
        <source>Only a creature that threatens the target can flank: not with a reach of 0 ft, and not while helpless, unconscious, stunned, paralyzed or dazed.</source>
        <translation>Solo una creatura che minaccia il bersaglio può fiancheggiare: non con portata 0 metri, né se indifesa, priva di sensi, stordita, paralizzata o frastornata.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="96"/>
        <source>A prone target has +4 to AC against ranged attacks and −4 against melee; a prone attacker takes −4 on melee attack rolls.</source>
        <translation>Un bersaglio prono ha +4 alla CA contro gli attacchi a distanza e −4 contro quelli in mischia; un attaccante prono subisce −4 ai tiri per colpire in mischia.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="99"/>
        <source>A helpless target has −4 to AC against melee and a further −5 for its Dexterity of 0; an adjacent attacker can deliver a coup de grace.</source>
        <translation>Un bersaglio indifeso ha −4 alla CA contro la mischia e un ulteriore −5 per la sua Destrezza 0; un attaccante adiacente può infliggergli un colpo di grazia.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="105"/>
        <source>D&amp;D 3.5: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Hide check.</source>
        <translation>D&amp;D 3.5: una portata di 3 metri minaccia anche il quadretto a due quadretti di distanza in diagonale. Copertura e occultamento consentono una prova di Nascondersi.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="110"/>
        <source>Pathfinder: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Stealth check.</source>
        <translation>Pathfinder: una portata di 3 metri minaccia anche il quadretto a due quadretti di distanza in diagonale. Copertura e occultamento consentono una prova di Furtività.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="115"/>
        <source>Starfinder: the flanking bonus never exceeds +2. Cover and concealment allow a Stealth check. Prone in zero gravity (off-kilter) is not modelled.</source>
        <translation>Starfinder: il bonus di fiancheggiamento non supera mai +2. Copertura e occultamento consentono una prova di Furtività. La condizione prono a gravità zero (instabile) non è gestita.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="124"/>
        <source>Draw one line from the centre of your space to the centre of the target&apos;s space (for an area effect, from its point of origin).</source>
        <translation>Traccia una linea dal centro del tuo spazio al centro dello spazio del bersaglio (per un effetto ad area, dal suo punto di origine).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="127"/>
        <source>Through a wall, a low wall or a thin wall: standard cover (+4 to AC). Through a creature only: lesser cover (+2 to AC). A blocking creature larger than the target raises the cover by one degree, a smaller one lowers it by one degree.</source>
        <translation>Se attraversa un muro, un muretto o un muro sottile: copertura standard (+4 alla CA). Se attraversa solo una creatura: copertura inferiore (+2 alla CA). Una creatura che blocca più grande del bersaglio alza la copertura di un grado, una più piccola la abbassa di un grado.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="132"/>
        <source>Area effects: each square on the line with an object, a creature or terrain that blocks vision raises the cover by one degree, up to greater cover (+8 to AC and on Reflex saves, and the save counts one degree better).</source>
        <translation>Effetti ad area: ogni quadretto sulla linea con un oggetto, una creatura o un terreno che limita la visuale alza la copertura di un grado, fino alla copertura superiore (+8 alla CA e ai tiri salvezza su Riflessi, e il tiro salvezza conta come migliore di un grado).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="137"/>
        <source>Without line of effect the target has total cover. Standard and greater cover allow a Stealth check, lesser cover does not. No attack of opportunity against a target with any cover.</source>
        <translation>Senza linea di effetto il bersaglio ha copertura totale. La copertura standard e quella superiore consentono una prova di Furtività, quella inferiore no. Nessun attacco di opportunità contro un bersaglio con qualsiasi copertura.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="143"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance.</source>
        <translation>L&apos;occultamento dà il 20% di probabilità di mancare, l&apos;occultamento totale il 50%.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="145"/>
        <source>Ranged and reach attacks: the target is concealed if fog, heavy fog, dim light or darkness lies on the centre line or under the target. Melee against an adjacent target: only if its whole space is in such an effect.</source>
        <translation>Attacchi a distanza e con portata: il bersaglio è occultato se nebbia, nebbia fitta, luce fioca o oscurità si trovano sulla linea centrale o sotto il bersaglio. Mischia contro un bersaglio adiacente: solo se tutto il suo spazio è in un effetto del genere.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="149"/>
        <source>Without line of sight the target has total concealment. Concealment also allows a Stealth check.</source>
        <translation>Senza linea di visuale il bersaglio ha occultamento totale. Anche l&apos;occultamento consente una prova di Furtività.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="154"/>
        <source>Each pair of creatures that threaten the target from opposite sides is a flanking pair. With n pairs, every flanker gets +n on the attack roll, up to +4 around a Medium or smaller target (more around larger ones). You must be in one of the pairs.</source>
        <translation>Ogni coppia di creature che minacciano il bersaglio da lati opposti è una coppia di fiancheggiamento. Con n coppie, ogni creatura che fiancheggia ottiene +n al tiro per colpire, fino a +4 attorno a un bersaglio di taglia Media o inferiore (di più attorno a quelli più grandi). Devi far parte di una delle coppie.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="159"/>
        <source>No flanking if your centre line gives the target any cover.</source>
        <translation>Nessun fiancheggiamento se la tua linea centrale dà al bersaglio una qualsiasi copertura.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="165"/>
        <source>Choose a corner of a square of your space (for close and area attacks, a corner of the origin square) and draw lines to the four corners of a square of the target.</source>
        <translation>Scegli un angolo di un quadretto del tuo spazio (per gli attacchi ravvicinati e ad area, un angolo del quadretto di origine) e traccia le linee verso i quattro angoli di un quadretto del bersaglio.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="169"/>
        <source>Count the lines blocked by walls, low obstacles and thin walls or, for ranged attacks only, by your enemies: 1 or 2 blocked lines give cover (−2 to the attack roll), 3 or 4 give superior cover (−5). Touching the edge of a square never blocks.</source>
        <translation>Conta le linee bloccate da muri, ostacoli bassi e muri sottili o, solo per gli attacchi a distanza, dai tuoi nemici: 1 o 2 linee bloccate danno copertura (−2 al tiro per colpire), 3 o 4 danno copertura superiore (−5). Sfiorare il bordo di un quadretto non blocca mai.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="174"/>
        <source>Allies never give cover to your enemies, and no creature gives cover against melee, close or area attacks. Without line of effect the target cannot be attacked.</source>
        <translation>Gli alleati non forniscono mai copertura ai tuoi nemici, e nessuna creatura fornisce copertura contro attacchi in mischia, ravvicinati o ad area. Senza linea di effetto il bersaglio non può essere attaccato.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="180"/>
        <source>Concealment depends on the target&apos;s square, not on the path: fog or dim light gives concealment (−2 to the attack roll); heavy fog gives concealment next to you and total concealment (−5) farther away; darkness gives total concealment.</source>
        <translation>L&apos;occultamento dipende dal quadretto del bersaglio, non dal percorso: nebbia o luce fioca danno occultamento (−2 al tiro per colpire); la nebbia fitta dà occultamento se adiacente e occultamento totale (−5) più lontano; l&apos;oscurità dà occultamento totale.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="185"/>
        <source>Low-light vision ignores dim light, darkvision also darkness. An invisible target or a blinded attacker means total concealment. Close and area attacks ignore concealment.</source>
        <translation>La visione crepuscolare ignora la luce fioca, la scurovisione anche l&apos;oscurità. Un bersaglio invisibile o un attaccante accecato comportano occultamento totale. Gli attacchi ravvicinati e ad area ignorano l&apos;occultamento.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="191"/>
        <source>You flank a target when you and an ally are both adjacent to it, able to act, and on opposite sides of it. Flanking grants combat advantage.</source>
        <translation>Fiancheggi un bersaglio quando tu e un alleato siete entrambi adiacenti a esso, in grado di agire e su lati opposti. Il fiancheggiamento concede vantaggio in combattimento.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="194"/>
        <source>Combat advantage gives +2 on the attack roll. You must see the target; you have it against a target that is flanked, prone (melee only), helpless, stunned, dazed, blinded, restrained, surprised or unconscious, or that cannot see you.</source>
        <translation>Il vantaggio in combattimento dà +2 al tiro per colpire. Devi vedere il bersaglio; ce l&apos;hai contro un bersaglio fiancheggiato, prono (solo in mischia), indifeso, stordito, frastornato, accecato, trattenuto, sorpreso o privo di sensi, o che non può vederti.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="199"/>
        <source>No opportunity attack against a target with total cover or total concealment.</source>
        <translation>Nessun attacco di opportunità contro un bersaglio con copertura totale o occultamento totale.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="204"/>
        <source>Rules reference: %1</source>
        <translation>Riferimento regole: %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="205"/>
        <source>How Battlemap decides cover, concealment and flanking for this ruleset. The overlays on the map follow these rules.</source>
        <translation>Come Battlemap decide copertura, occultamento e fiancheggiamento con questo regolamento. I livelli sulla mappa seguono queste regole.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="208"/>
        <source>There is no summary for this ruleset yet.</source>
        <translation>Non c&apos;è ancora un riepilogo per questo regolamento.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="271"/>
        <source>Rules Reference</source>
        <translation>Riferimento regole</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="283"/>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
</context>
<context>
    <name>RulesTooltip</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="202"/>
        <source>something</source>
        <translation>qualcosa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="204"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="206"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="208"/>
        <source>Updating…</source>
        <translation>Aggiornamento…</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="210"/>
        <source>Melee</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="212"/>
        <source>Ranged</source>
        <translation>A distanza</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="214"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="216"/>
        <source>Close</source>
        <translation>Ravvicinato</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="218"/>
        <source>a low obstacle</source>
        <translation>un ostacolo basso</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="220"/>
        <source>a wall square</source>
        <translation>un quadretto di muro</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="222"/>
        <source>thin wall</source>
        <translation>muro sottile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="224"/>
        <source>Line of effect</source>
        <translation>Linea di effetto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="226"/>
        <source>Line of sight</source>
        <translation>Linea di visuale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="228"/>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="230"/>
        <source>Concealment</source>
        <translation>Occultamento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="232"/>
        <source>Flanked</source>
        <translation>Fiancheggiato</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="234"/>
        <source>Attack modifier</source>
        <translation>Modificatore di attacco</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="236"/>
        <source>AC modifier</source>
        <translation>Modificatore di CA</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="238"/>
        <source>Reflex modifier</source>
        <translation>Modificatore di Riflessi</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="240"/>
        <source>Can attack</source>
        <translation>Può attaccare</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="242"/>
        <source>Attack of opportunity</source>
        <translation>Attacco di opportunità</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="244"/>
        <source>Stealth possible</source>
        <translation>Furtività possibile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="246"/>
        <source>Coup de grace</source>
        <translation>Colpo di grazia</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="248"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="250"/>
        <source>Total concealment</source>
        <translation>Occultamento totale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="252"/>
        <source>the creature %1</source>
        <translation>la creatura %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="254"/>
        <source>%1: clear</source>
        <translation>%1: libera</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="256"/>
        <source>In reach</source>
        <translation>A portata</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="258"/>
        <source>Friendly fire</source>
        <translation>Fuoco amico</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="260"/>
        <source>an ally caught in the area</source>
        <translation>un alleato colpito nell&apos;area</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="262"/>
        <source>Visible fraction</source>
        <translation>Frazione visibile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="264"/>
        <source>Combat advantage</source>
        <translation>Vantaggio in combattimento</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="266"/>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="268"/>
        <source>%1: blocked by %2</source>
        <translation>%1: bloccata da %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="270"/>
        <source>(%1% miss chance)</source>
        <translation>(%1% di probabilità di mancare)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="272"/>
        <source>a thin wall (%1) #%2</source>
        <translation>un muro sottile (%1) n. %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="274"/>
        <source>attack %1</source>
        <translation>attacco %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="276"/>
        <source>AC %1</source>
        <translation>CA %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="278"/>
        <source>Reflex %1</source>
        <translation>Riflessi %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="280"/>
        <source>(attack %1)</source>
        <translation>(attacco %1)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="282"/>
        <source>yes%1, with %2</source>
        <translation>sì%1, con %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="284"/>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="286"/>
        <source>Lines (%1 of %2 blocked)</source>
        <translation>Linee (%1 su %2 bloccate)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="288"/>
        <source>%1 at (%2, %3)</source>
        <translation>%1 in (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="290"/>
        <source>%1 → %2 · %3 attack · %4</source>
        <translation>%1 → %2 · attacco: %3 · %4</translation>
    </message>
</context>
<context>
    <name>RulesetChooser</name>
    <message>
        <location filename="../../ui/ruleset_combo.py" line="41"/>
        <source>Ruleset that judges cover, concealment and flanking</source>
        <translation>Regolamento che decide copertura, occultamento e fiancheggiamento</translation>
    </message>
</context>
<context>
    <name>Rulesets</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="44"/>
        <source>D&amp;D 3.5</source>
        <translation>D&amp;D 3.5</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="46"/>
        <source>Pathfinder 1e</source>
        <translation>Pathfinder 1ª ed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="48"/>
        <source>Starfinder</source>
        <translation>Starfinder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="50"/>
        <source>D&amp;D 4e</source>
        <translation>D&amp;D 4ª ed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="52"/>
        <source>Graded cover</source>
        <translation>Copertura graduata</translation>
    </message>
</context>
<context>
    <name>SafetyController</name>
    <message>
        <location filename="../../ui/safety/install.py" line="61"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferenze...</translation>
    </message>
</context>
<context>
    <name>SegmentItem</name>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="64"/>
        <source>open</source>
        <translation>aperta</translation>
    </message>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="65"/>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="71"/>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="74"/>
        <source>Click or drag a box to select tokens (the box&apos;s terrain is copied too), Shift to add; drag tokens to move them, arrow keys nudge them; double-click a door to open or close it</source>
        <translation>Fai clic o trascina un riquadro per selezionare i segnalini (si copia anche il terreno del riquadro), Maiusc per aggiungere; trascina i segnalini per spostarli, le frecce li spostano di un quadretto; doppio clic su una porta per aprirla o chiuderla</translation>
    </message>
</context>
<context>
    <name>SetBackgroundCommand</name>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="13"/>
        <source>Remove background</source>
        <translation>Togli sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="15"/>
        <source>Set background image</source>
        <translation>Imposta immagine di sfondo</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="16"/>
        <source>Calibrate background</source>
        <translation>Calibra sfondo</translation>
    </message>
</context>
<context>
    <name>SetOptionsCommand</name>
    <message>
        <location filename="../../ui/commands/set_options_command.py" line="12"/>
        <source>Change options</source>
        <translation>Modifica opzioni</translation>
    </message>
</context>
<context>
    <name>SetRulesetCommand</name>
    <message>
        <location filename="../../ui/commands/set_ruleset_command.py" line="16"/>
        <source>Ruleset {old} → {name}</source>
        <translation>Regole {old} → {name}</translation>
    </message>
</context>
<context>
    <name>SetSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="17"/>
        <source>Open door</source>
        <translation>Apri porta</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="18"/>
        <source>Close door</source>
        <translation>Chiudi porta</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="20"/>
        <source>Change {kind}</source>
        <translation>Modifica {kind}</translation>
    </message>
</context>
<context>
    <name>SetTokenArtCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="15"/>
        <source>Clear token art</source>
        <translation>Rimuovi immagine del segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="17"/>
        <source>Set token art</source>
        <translation>Imposta immagine del segnalino</translation>
    </message>
</context>
<context>
    <name>SetTokenPropertiesCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_properties_command.py" line="18"/>
        <source>Change {property}</source>
        <translation>Modifica {property}</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="172"/>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="174"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="176"/>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="178"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="180"/>
        <source>Elsewhere</source>
        <translation>Altrove</translation>
    </message>
</context>
<context>
    <name>StatusInfo</name>
    <message>
        <location filename="../../ui/status_bar.py" line="29"/>
        <location filename="../../ui/status_bar.py" line="30"/>
        <source>Square {x}, {y}</source>
        <translation>Quadretto {x}, {y}</translation>
    </message>
    <message>
        <location filename="../../ui/status_bar.py" line="39"/>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent}%</translation>
    </message>
</context>
<context>
    <name>TemplateController</name>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Burst</source>
        <translation>Esplosione</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Cone</source>
        <translation>Cono</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="162"/>
        <source>Blast</source>
        <translation>Raffica</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="217"/>
        <source>%1 is inactive: %2</source>
        <translation>%1 è inattiva: %2</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="227"/>
        <source> (switch the ruleset back to use it)</source>
        <translation> (torna al regolamento precedente per usarla)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="229"/>
        <source>%1 templates are inactive under %2 (switch the ruleset back to use them)</source>
        <translation>%1 sagome sono inattive con %2 (torna al regolamento precedente per usarle)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="233"/>
        <source>Every template is active again</source>
        <translation>Tutte le sagome sono di nuovo attive</translation>
    </message>
</context>
<context>
    <name>TemplateControls</name>
    <message>
        <location filename="../../ui/templates/controls.py" line="23"/>
        <source>Template</source>
        <translation>Sagoma</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="30"/>
        <source>Template:</source>
        <translation>Sagoma:</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="36"/>
        <source>Shape of the area template the Area tool places</source>
        <translation>Forma della sagoma che posiziona lo strumento Area</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="42"/>
        <source>Radius, length or size of the template</source>
        <translation>Raggio, lunghezza o dimensione della sagoma</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="47"/>
        <source>The map&apos;s templates: the chosen one is judged</source>
        <translation>Le sagome della mappa: si valuta quella scelta</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="51"/>
        <source>Remove template</source>
        <translation>Rimuovi sagoma</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="52"/>
        <source>Remove the chosen template from the map</source>
        <translation>Rimuove dalla mappa la sagoma scelta</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Burst</source>
        <translation>Esplosione</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Cone</source>
        <translation>Cono</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Area burst</source>
        <translation>Propagazione ad area</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Close burst</source>
        <translation>Propagazione ravvicinata</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="70"/>
        <source>Close blast</source>
        <translation>Raffica ravvicinata</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="75"/>
        <source>%1 sq</source>
        <translation>%1 q.</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="76"/>
        <source>%1 ft</source>
        <translation>%1 piedi</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="84"/>
        <source>(no template)</source>
        <translation>(nessuna sagoma)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="85"/>
        <source>%1 (inactive)</source>
        <translation>%1 (inattiva)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="94"/>
        <source>%1 templates inactive under this ruleset</source>
        <translation>%1 sagome inattive con questo regolamento</translation>
    </message>
</context>
<context>
    <name>TokenArt</name>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="39"/>
        <source>the picture is {w}x{h} pixels; token art is at most {mp} megapixels</source>
        <translation>l&apos;immagine è di {w}x{h} pixel; l&apos;immagine di un segnalino è al massimo di {mp} megapixel</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="48"/>
        <source>the picture takes {mib} MiB as PNG; token art is at most {limit} MiB</source>
        <translation>l&apos;immagine occupa {mib} MiB in PNG; l&apos;immagine di un segnalino occupa al massimo {limit} MiB</translation>
    </message>
</context>
<context>
    <name>TokenArtDrops</name>
    <message>
        <location filename="../../ui/token_art/drops.py" line="155"/>
        <source>No room for a new token</source>
        <translation>Nessuno spazio per un nuovo segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="156"/>
        <source>Every square near here is taken.</source>
        <translation>Tutti i quadretti qui vicino sono occupati.</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="164"/>
        <source>Cannot use this image</source>
        <translation>Impossibile usare questa immagine</translation>
    </message>
</context>
<context>
    <name>TokenDock</name>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="42"/>
        <location filename="../../ui/docks/token_dock.py" line="186"/>
        <source>Token</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="49"/>
        <source>Select a token to edit it.</source>
        <translation>Seleziona un segnalino per modificarlo.</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="66"/>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="84"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="89"/>
        <source>Size</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="94"/>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="95"/>
        <source>Art</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="96"/>
        <source>by size</source>
        <translation>in base alla taglia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="99"/>
        <source>Reach</source>
        <translation>Portata</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="100"/>
        <location filename="../../ui/docks/token_dock.py" line="116"/>
        <location filename="../../ui/docks/token_dock.py" line="117"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="103"/>
        <source>Darkvision</source>
        <translation>Scurovisione</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="105"/>
        <source>Low-light vision</source>
        <translation>Visione crepuscolare</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="106"/>
        <source>See invisible</source>
        <translation>Vedere invisibilità</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="107"/>
        <source>Improved cover (GM ruling)</source>
        <translation>Copertura migliorata (decisione del GM)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="108"/>
        <source>Hidden from players</source>
        <translation>Nascosto ai giocatori</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="112"/>
        <source>Carries a light</source>
        <translation>Porta una luce</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="121"/>
        <source>Bright light</source>
        <translation>Luce intensa</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="122"/>
        <source>Dim light</source>
        <translation>Luce fioca</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="123"/>
        <source>Conditions</source>
        <translation>Condizioni</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="142"/>
        <source>Art…</source>
        <translation>Immagine…</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="143"/>
        <source>Show a picture (PNG, JPEG or WebP) on the selected tokens; or drop an image file on a token</source>
        <translation>Mostra un&apos;immagine (PNG, JPEG o WebP) sui segnalini selezionati; oppure trascina un file immagine su un segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="146"/>
        <source>Clear art</source>
        <translation>Rimuovi immagine</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="147"/>
        <source>Show the initials again</source>
        <translation>Mostra di nuovo le iniziali</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="184"/>
        <source>Token ({n} selected)</source>
        <translation>Segnalino ({n} selezionati)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="230"/>
        <source>Choose token art</source>
        <translation>Scegli immagine del segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="243"/>
        <source>Cannot use this image</source>
        <translation>Impossibile usare questa immagine</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>size</source>
        <translation>taglia</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>faction</source>
        <translation>fazione</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>reach</source>
        <translation>portata</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>darkvision</source>
        <translation>scurovisione</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>low-light vision</source>
        <translation>visione crepuscolare</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>see invisible</source>
        <translation>vedere invisibilità</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>improved cover</source>
        <translation>copertura migliorata</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>hidden</source>
        <translation>nascosto</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="303"/>
        <source>light</source>
        <translation>luce</translation>
    </message>
</context>
<context>
    <name>TokenTool</name>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="35"/>
        <source>Token</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="38"/>
        <source>Click to place a creature (name, size and faction in the palette)</source>
        <translation>Fai clic per piazzare una creatura (nome, taglia e fazione nella tavolozza)</translation>
    </message>
</context>
<context>
    <name>ToolManager</name>
    <message>
        <location filename="../../ui/tools/manager.py" line="48"/>
        <source>{label} ({shortcut})</source>
        <translation>{label} ({shortcut})</translation>
    </message>
</context>
<context>
    <name>TurnOrderDock</name>
    <message>
        <location filename="../../ui/play/turn_order.py" line="68"/>
        <source>Turn order</source>
        <translation>Ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Creature</source>
        <translation>Creatura</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Init</source>
        <translation>Iniz.</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Mod</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="90"/>
        <source>Initiative</source>
        <translation>Iniziativa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="92"/>
        <source>Initiative modifier, added to the d20 when rolling</source>
        <translation>Modificatore di iniziativa, sommato al d20 quando si tira</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="114"/>
        <source>Add selected</source>
        <translation>Aggiungi selezionati</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="115"/>
        <source>Add the tokens selected on the map to the turn order</source>
        <translation>Aggiungi all&apos;ordine di turno i segnalini selezionati sulla mappa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="117"/>
        <source>Add all</source>
        <translation>Aggiungi tutti</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="118"/>
        <source>Add every token on the map</source>
        <translation>Aggiungi tutti i segnalini della mappa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="120"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="121"/>
        <source>Remove the rows selected in the list</source>
        <translation>Rimuovi le righe selezionate nell&apos;elenco</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="123"/>
        <location filename="../../ui/play/turn_order.py" line="315"/>
        <source>End fight</source>
        <translation>Termina combattimento</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="124"/>
        <source>Empty the turn order and reset the round counter</source>
        <translation>Svuota l&apos;ordine di turno e azzera il contatore dei round</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="126"/>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="128"/>
        <source>Roll d20 + modifier for the rows selected in the list (everyone when none is) and sort</source>
        <translation>Tira d20 + modificatore per le righe selezionate nell&apos;elenco (per tutti se non ce ne sono) e ordina</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="131"/>
        <source>Roll for everyone</source>
        <translation>Tira per tutti</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="133"/>
        <source>Roll for everyone but the PCs</source>
        <translation>Tira per tutti tranne i PG</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="135"/>
        <source>Sort</source>
        <translation>Ordina</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="136"/>
        <source>Highest initiative first (ties: higher modifier)</source>
        <translation>Prima l&apos;iniziativa più alta (parità: modificatore più alto)</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="184"/>
        <source>Round {round}: {name}</source>
        <translation>Round {round}: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="186"/>
        <source>No fight: add creatures, then roll</source>
        <translation>Nessun combattimento: aggiungi creature, poi tira</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="214"/>
        <source>{id} (removed)</source>
        <translation>{id} (rimosso)</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="221"/>
        <source>hidden</source>
        <translation>nascosto</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="269"/>
        <source>Set initiative</source>
        <translation>Imposta iniziativa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="273"/>
        <source>Change whose turn it is</source>
        <translation>Cambia di chi è il turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="301"/>
        <source>Add to turn order</source>
        <translation>Aggiungi all&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="308"/>
        <source>Remove from turn order</source>
        <translation>Rimuovi dall&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="320"/>
        <source>Sort turn order</source>
        <translation>Ordina l&apos;ordine di turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="336"/>
        <location filename="../../ui/play/turn_order.py" line="338"/>
        <source>Roll initiative</source>
        <translation>Tira iniziativa</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="27"/>
        <location filename="../../ui/menus.py" line="47"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="40"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="41"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="42"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="44"/>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="51"/>
        <source>&amp;New...</source>
        <translation>&amp;Nuovo...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="52"/>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="53"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="55"/>
        <source>&amp;Samples</source>
        <translation>&amp;Esempi</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="61"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="63"/>
        <source>Save &amp;As...</source>
        <translation>Salva &amp;come...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="65"/>
        <source>&amp;Export...</source>
        <translation>Es&amp;porta...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="68"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="79"/>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="85"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="92"/>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="95"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplica</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99"/>
        <source>Select &amp;All Tokens</source>
        <translation>Seleziona &amp;tutti i segnalini</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="105"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="107"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="109"/>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="111"/>
        <source>Tokens selected, and the terrain of the box drawn with the select tool</source>
        <translation>I segnalini selezionati e il terreno del riquadro tracciato con lo strumento di selezione</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114"/>
        <source>&amp;Nudge Selection</source>
        <translation>&amp;Sposta la selezione</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="149"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="150"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="151"/>
        <source>&amp;Fit Map</source>
        <translation>A&amp;datta mappa</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="152"/>
        <source>&amp;Actual Size</source>
        <translation>Dimensioni &amp;reali</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="154"/>
        <source>Show &amp;Grid</source>
        <translation>Mostra &amp;griglia</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="161"/>
        <source>&amp;Panels</source>
        <translation>&amp;Pannelli</translation>
    </message>
</context>
</TS>
