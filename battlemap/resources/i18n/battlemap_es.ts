<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../ui/help/about.py" line="84"/>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="85"/>
        <source>A battlemap editor for tabletop RPG game masters that knows cover, concealment and flanking, and shows them live on the map.</source>
        <translation>Un editor de mapas de batalla para directores de juego de rol de mesa que conoce la cobertura, la ocultación y el flanqueo, y los muestra en directo sobre el mapa.</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="88"/>
        <source>Rulesets: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="89"/>
        <source>Battlemap is free software under the MIT licence.</source>
        <translation>Battlemap es software libre bajo la licencia MIT.</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="90"/>
        <source>Libraries</source>
        <translation>Bibliotecas</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="91"/>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="92"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="93"/>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <location filename="../../ui/help/about.py" line="117"/>
        <source>About Battlemap</source>
        <translation>Acerca de Battlemap</translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/add_segment_command.py" line="13"/>
        <source>Draw {kind}</source>
        <translation>Dibujar {kind}</translation>
    </message>
</context>
<context>
    <name>AddTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/add_template_command.py" line="12"/>
        <source>Place {name}</source>
        <translation>Colocar {name}</translation>
    </message>
</context>
<context>
    <name>AddTokenCommand</name>
    <message>
        <location filename="../../ui/commands/add_token_command.py" line="13"/>
        <source>Add {name}</source>
        <translation>Añadir {name}</translation>
    </message>
</context>
<context>
    <name>AddTokensCommand</name>
    <message>
        <location filename="../../ui/commands/add_tokens_command.py" line="14"/>
        <source>Add {count} tokens</source>
        <translation>Añadir {count} fichas</translation>
    </message>
</context>
<context>
    <name>AmbientChooser</name>
    <message>
        <location filename="../../ui/ambient_combo.py" line="18"/>
        <source>Bright light</source>
        <translation>Luz brillante</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="19"/>
        <source>Dim light</source>
        <translation>Luz tenue</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="20"/>
        <source>Darkness</source>
        <translation>Oscuridad</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="34"/>
        <source>Ambient light of the map, where no light source shines</source>
        <translation>Luz ambiental del mapa, donde no brilla ninguna fuente de luz</translation>
    </message>
    <message>
        <location filename="../../ui/ambient_combo.py" line="49"/>
        <source>{level} (suggested by the map)</source>
        <translation>{level} (sugerida por el mapa)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="51"/>
        <source>Preparing the rules engine (first start only)…</source>
        <translation>Preparando el motor de reglas (solo la primera vez)…</translation>
    </message>
</context>
<context>
    <name>AreaTool</name>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="37"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="40"/>
        <source>Drag to place the area template chosen in the Attack toolbar for the selected creature; drag its origin to move it, its square handle to turn a cone or aim a line</source>
        <translation>Arrastra para colocar la plantilla de área elegida en la barra Ataque para la criatura seleccionada; arrastra su origen para moverla y su asa cuadrada para girar un cono o apuntar una línea</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="82"/>
        <source>Select the creature whose effect it is first</source>
        <translation>Selecciona primero la criatura que produce el efecto</translation>
    </message>
    <message>
        <location filename="../../ui/tools/area_tool.py" line="85"/>
        <source>Place template</source>
        <translation>Colocar plantilla</translation>
    </message>
</context>
<context>
    <name>AttackToolbar</name>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="38"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="43"/>
        <source>Lock attacker</source>
        <translation>Fijar atacante</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="44"/>
        <source>Lock</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="47"/>
        <source>Keep this attacker while you select and move other tokens</source>
        <translation>Mantener este atacante mientras seleccionas y mueves otras fichas</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="59"/>
        <source>Melee attack</source>
        <translation>Ataque cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged</source>
        <translation>A distancia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="60"/>
        <source>Ranged attack</source>
        <translation>Ataque a distancia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="61"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="62"/>
        <source>Area attack from a point: click a cell corner on the map to place it</source>
        <translation>Ataque de área desde un punto: haz clic en una esquina de casilla del mapa para situarlo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="63"/>
        <source>Close</source>
        <translation>Cercano</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="64"/>
        <source>Close burst or blast (4e) from a point: click a cell corner to place it</source>
        <translation>Estallido o explosión cercana (4e) desde un punto: haz clic en una esquina de casilla para situarlo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="76"/>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="78"/>
        <source>Charge: +1 to a melee attack (4e)</source>
        <translation>Carga: +1 a un ataque cuerpo a cuerpo (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="80"/>
        <source>Long range</source>
        <translation>Largo alcance</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="82"/>
        <source>Long range: −2 to a weapon attack (4e)</source>
        <translation>Largo alcance: −2 a un ataque con arma (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="90"/>
        <source>Enemies</source>
        <translation>Enemigos</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="91"/>
        <source>All tokens</source>
        <translation>Todas las fichas</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="92"/>
        <location filename="../../ui/overlays/attack_toolbar.py" line="140"/>
        <source>Show the attack against its enemies or every other token</source>
        <translation>Mostrar el ataque contra sus enemigos o contra todas las demás fichas</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="111"/>
        <source>Attacker: %1</source>
        <translation>Atacante: %1</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="112"/>
        <source>Select a token to see its attacks</source>
        <translation>Selecciona una ficha para ver sus ataques</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="138"/>
        <source>An area template catches every creature in it, friend or foe: allies in the area are marked &quot;Ally caught&quot; (friendly fire)</source>
        <translation>Una plantilla de área alcanza a todas las criaturas que hay en ella, amigas o enemigas: los aliados en el área se marcan como «Aliado alcanzado» (fuego amigo)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/attack_toolbar.py" line="144"/>
        <source>Origin (%1, %2): click a cell corner to move it</source>
        <translation>Origen (%1, %2): haz clic en una esquina de casilla para moverlo</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <location filename="../../ui/safety/autosave.py" line="441"/>
        <source>Autosave failed: {reason}</source>
        <translation>Falló el guardado automático: {reason}</translation>
    </message>
</context>
<context>
    <name>BackgroundController</name>
    <message>
        <location filename="../../ui/background/install.py" line="36"/>
        <source>&amp;Import Universal VTT...</source>
        <translation>&amp;Importar Universal VTT...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="38"/>
        <source>Open a .dd2vtt, .uvtt or .df2vtt map (Dungeondraft, DungeonFog, Dungeon Alchemist...) as a new map</source>
        <translation>Abrir un mapa .dd2vtt, .uvtt o .df2vtt (Dungeondraft, DungeonFog, Dungeon Alchemist...) como mapa nuevo</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="40"/>
        <source>Background &amp;Image...</source>
        <translation>&amp;Imagen de fondo...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="42"/>
        <source>Put a map image under the grid, or remove it</source>
        <translation>Poner una imagen de mapa bajo la cuadrícula, o quitarla</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="43"/>
        <source>&amp;Calibrate Background...</source>
        <translation>&amp;Calibrar fondo...</translation>
    </message>
    <message>
        <location filename="../../ui/background/install.py" line="45"/>
        <source>Line the grid up with the background image&apos;s</source>
        <translation>Alinear la cuadrícula con la de la imagen de fondo</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="44"/>
        <source>Background Image</source>
        <translation>Imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="63"/>
        <source>Choose...</source>
        <translation>Elegir...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="71"/>
        <source>How many pixels of the image make one square of the grid</source>
        <translation>Cuántos píxeles de la imagen forman una casilla de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="75"/>
        <source>The image pixel at the board&apos;s top-left corner</source>
        <translation>El píxel de la imagen en la esquina superior izquierda del tablero</translation>
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
        <translation>El tablero sigue a la imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="87"/>
        <source>Resize the board so that it covers the image (cells already painted keep their place)</source>
        <translation>Redimensionar el tablero para que cubra la imagen (las casillas ya pintadas conservan su sitio)</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="98"/>
        <source>Image:</source>
        <translation>Imagen:</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="99"/>
        <source>Pixels per square:</source>
        <translation>Píxeles por casilla:</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="100"/>
        <source>Offset (pixels):</source>
        <translation>Desplazamiento (píxeles):</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="107"/>
        <source>Calibrate on the Map...</source>
        <translation>Calibrar sobre el mapa...</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="109"/>
        <source>Line a grid up with the image&apos;s, with the mouse</source>
        <translation>Alinear con el ratón una cuadrícula con la de la imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="110"/>
        <source>Remove Background</source>
        <translation>Quitar fondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="118"/>
        <source>PNG, JPEG or WebP. The image is stored inside the .battlemap file, so the map stays self-contained.</source>
        <translation>PNG, JPEG o WebP. La imagen se guarda dentro del archivo .battlemap, así que el mapa no depende de otros archivos.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="137"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="143"/>
        <source>Choose a background image</source>
        <translation>Elige una imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="153"/>
        <source>Cannot use this image</source>
        <translation>No se puede usar esta imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="214"/>
        <source>{name}: {w} × {h} pixels, {format}</source>
        <translation>{name}: {w} × {h} píxeles, {format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="218"/>
        <source>The current background: {w} × {h} pixels, {format}</source>
        <translation>El fondo actual: {w} × {h} píxeles, {format}</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="222"/>
        <source>No image yet: choose a PNG, JPEG or WebP file.</source>
        <translation>Aún no hay imagen: elige un archivo PNG, JPEG o WebP.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="231"/>
        <source>The board stays {w} × {h} squares.</source>
        <translation>El tablero sigue siendo de {w} × {h} casillas.</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="233"/>
        <source>The board becomes {w} × {h} squares (now {cw} × {ch}).</source>
        <translation>El tablero pasa a {w} × {h} casillas (ahora {cw} × {ch}).</translation>
    </message>
    <message>
        <location filename="../../ui/background/background_dialog.py" line="236"/>
        <source>(at most {n} squares each way)</source>
        <translation>(como máximo {n} casillas por lado)</translation>
    </message>
</context>
<context>
    <name>BackgroundImage</name>
    <message>
        <location filename="../../ui/background/image_files.py" line="53"/>
        <source>Images (PNG, JPEG, WebP) ({patterns});;All files (*)</source>
        <translation>Imágenes (PNG, JPEG, WebP) ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="68"/>
        <source>is a folder, not an image</source>
        <translation>es una carpeta, no una imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="71"/>
        <source>is {size} MiB; the limit is {limit} MiB</source>
        <translation>ocupa {size} MiB; el límite es {limit} MiB</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="79"/>
        <source>no such file</source>
        <translation>no existe el archivo</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="82"/>
        <source>cannot be read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="99"/>
        <source>is not a PNG, JPEG or WebP image ({problem})</source>
        <translation>no es una imagen PNG, JPEG ni WebP ({problem})</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="103"/>
        <source>the limit is {limit} megapixels</source>
        <translation>el límite es {limit} megapíxeles</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="107"/>
        <source>this computer&apos;s image reader stops at {limit} MiB ({mp} megapixels)</source>
        <translation>el lector de imágenes de este equipo se detiene en {limit} MiB ({mp} megapíxeles)</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="138"/>
        <source>the image cannot be decoded ({problem})</source>
        <translation>la imagen no se puede decodificar ({problem})</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="142"/>
        <source>the image is damaged: its header says {w}x{h} pixels</source>
        <translation>la imagen está dañada: su cabecera dice {w}x{h} píxeles</translation>
    </message>
    <message>
        <location filename="../../ui/background/image_files.py" line="153"/>
        <source>is too large: {w}x{h} pixels ({mp} megapixels); {limit}</source>
        <translation>es demasiado grande: {w}x{h} píxeles ({mp} megapíxeles); {limit}</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="26"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../../ui/tools/brush_tool.py" line="29"/>
        <source>Drag to paint the terrain chosen in the palette; brush size in the palette</source>
        <translation>Arrastra para pintar el terreno elegido en la paleta; tamaño del pincel en la paleta</translation>
    </message>
</context>
<context>
    <name>BucketTool</name>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="22"/>
        <source>Bucket fill</source>
        <translation>Relleno</translation>
    </message>
    <message>
        <location filename="../../ui/tools/bucket_tool.py" line="25"/>
        <source>Click to fill the connected area of the same terrain with the palette&apos;s terrain; walls, windows and closed doors stop it</source>
        <translation>Haz clic para rellenar la zona conectada del mismo terreno con el terreno de la paleta; los muros, las ventanas y las puertas cerradas la detienen</translation>
    </message>
</context>
<context>
    <name>CalibrationBar</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="203"/>
        <source>Calibrate background</source>
        <translation>Calibrar fondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="205"/>
        <source>&lt;b&gt;Calibrate background&lt;/b&gt;</source>
        <translation>&lt;b&gt;Calibrar fondo&lt;/b&gt;</translation>
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
        <translation>Píxeles de imagen por casilla (rueda sobre el mapa; Mayús para pasos más finos)</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="215"/>
        <source>The image pixel at the board&apos;s top-left corner (drag the grid on the map)</source>
        <translation>El píxel de la imagen en la esquina superior izquierda del tablero (arrastra la cuadrícula en el mapa)</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="217"/>
        <source>Square:</source>
        <translation>Casilla:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="219"/>
        <source>Offset X:</source>
        <translation>Desplazamiento X:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="221"/>
        <source>Y:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="224"/>
        <source>Board follows image</source>
        <translation>El tablero sigue a la imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="225"/>
        <source>Resize the board so that it covers the image</source>
        <translation>Redimensionar el tablero para que cubra la imagen</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="231"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="232"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>CalibrationTool</name>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="273"/>
        <source>Calibrate background</source>
        <translation>Calibrar fondo</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="276"/>
        <source>Drag the grid to line it up with the map&apos;s; wheel or the square handle: square size (Shift: finer); Ctrl+wheel: zoom; Enter applies, Esc cancels</source>
        <translation>Arrastra la cuadrícula para alinearla con la del mapa; rueda o el tirador cuadrado: tamaño de casilla (Mayús: más fino); Ctrl+rueda: zoom; Intro aplica, Esc cancela</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="503"/>
        <source>Board: {w} × {h} squares</source>
        <translation>Tablero: {w} × {h} casillas</translation>
    </message>
    <message>
        <location filename="../../ui/background/calibration_tool.py" line="612"/>
        <source>Cannot calibrate the background</source>
        <translation>No se puede calibrar el fondo</translation>
    </message>
</context>
<context>
    <name>ConditionsDock</name>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="22"/>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions_dock.py" line="27"/>
        <source>Select tokens on the map to set their conditions.</source>
        <translation>Selecciona fichas en el mapa para cambiar sus estados.</translation>
    </message>
</context>
<context>
    <name>ConfirmFirstSave</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="176"/>
        <source>Save recovered map</source>
        <translation>Guardar mapa recuperado</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="177"/>
        <source>Replace {path} with the recovered map?</source>
        <translation>¿Sustituir {path} por el mapa recuperado?</translation>
    </message>
</context>
<context>
    <name>CutCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="16"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
</context>
<context>
    <name>DeleteItemsCommand</name>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="17"/>
        <source>Delete 1 item</source>
        <translation>Eliminar 1 elemento</translation>
    </message>
    <message>
        <location filename="../../ui/commands/delete_items_command.py" line="19"/>
        <source>Delete {n} items</source>
        <translation>Eliminar {n} elementos</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../ui/document_controller.py" line="36"/>
        <location filename="../../ui/document_controller.py" line="78"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="41"/>
        <source>Battlemaps (*{suffix});;All files (*)</source>
        <translation>Mapas de batalla (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="46"/>
        <source>Maps (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Battlemaps (*{suffix});;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;Rules cases (*.toml);;All files (*)</source>
        <translation>Mapas (*{suffix} *.dd2vtt *.uvtt *.df2vtt *.toml);;Mapas de batalla (*{suffix});;Mapas Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;Casos de reglas (*.toml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="84"/>
        <source>Open map</source>
        <translation>Abrir mapa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="106"/>
        <source>Cannot open map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="109"/>
        <source>{name} (imported)</source>
        <translation>{name} (importado)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="111"/>
        <source>{name} (sample)</source>
        <translation>{name} (ejemplo)</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="122"/>
        <source>Save map as</source>
        <translation>Guardar mapa como</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="135"/>
        <source>Cannot save map</source>
        <translation>No se puede guardar el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="150"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../ui/document_controller.py" line="151"/>
        <source>Save the changes to {name}?</source>
        <translation>¿Guardar los cambios en {name}?</translation>
    </message>
</context>
<context>
    <name>DuplicateTokensCommand</name>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="17"/>
        <source>Duplicate {name}</source>
        <translation>Duplicar {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/duplicate_tokens_command.py" line="20"/>
        <source>Duplicate {n} tokens</source>
        <translation>Duplicar {n} fichas</translation>
    </message>
</context>
<context>
    <name>EraseCellsCommand</name>
    <message>
        <location filename="../../ui/commands/erase_cells_command.py" line="18"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>EraserTool</name>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="18"/>
        <source>Eraser</source>
        <translation>Goma</translation>
    </message>
    <message>
        <location filename="../../ui/tools/eraser_tool.py" line="21"/>
        <source>Drag to clear walls, obstacles, fog and darkness; brush size in the palette</source>
        <translation>Arrastra para quitar muros, obstáculos, niebla y oscuridad; tamaño del pincel en la paleta</translation>
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
        <translation>Montaje de las %1 páginas siguientes: %2 columnas x %3 filas a 1 casilla = 1 pulgada. Recorta por las marcas de corte y solapa.</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf.py" line="128"/>
        <source>Page %1 of A1–%2 (%3 columns x %4 rows). 1 square = 1 inch: print at 100%, no scaling.</source>
        <translation>Página %1 de A1–%2 (%3 columnas x %4 filas). 1 casilla = 1 pulgada: imprime al 100 %, sin escalar.</translation>
    </message>
    <message>
        <location filename="../../render/export/pdf_marks.py" line="52"/>
        <source>1 inch</source>
        <translation>1 pulgada</translation>
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
        <translation>Exportar mapa</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="54"/>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="55"/>
        <source>PDF document (print)</source>
        <translation>Documento PDF (impresión)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="56"/>
        <source>SVG picture</source>
        <translation>Imagen SVG</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="57"/>
        <source>Universal VTT map (.dd2vtt: Foundry, MapTool)</source>
        <translation>Mapa Universal VTT (.dd2vtt: Foundry, MapTool)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="58"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="61"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="66"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="70"/>
        <source> px per square</source>
        <translation> px por casilla</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="72"/>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="79"/>
        <source>No title</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="80"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="82"/>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="84"/>
        <source>Lighting (dark and dim areas, light sources)</source>
        <translation>Iluminación (zonas oscuras y en penumbra, fuentes de luz)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="87"/>
        <location filename="../../ui/dialogs/export_dialog.py" line="253"/>
        <source>Transparent background (no paper, no image)</source>
        <translation>Fondo transparente (sin papel ni imagen)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="92"/>
        <source>Cover, concealment and flanking</source>
        <translation>Cobertura, ocultación y flanqueo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="100"/>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="102"/>
        <source>Ranged</source>
        <translation>A distancia</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="103"/>
        <source>Close (4e)</source>
        <translation>Cercano (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="107"/>
        <source>Attack</source>
        <translation>Ataque</translation>
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
        <translation>Origen (punto de la cuadrícula)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="119"/>
        <source>Highlight what blocks</source>
        <translation>Resaltar lo que bloquea</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="121"/>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="131"/>
        <source>PDF pages</source>
        <translation>Páginas PDF</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="134"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="135"/>
        <source>Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="138"/>
        <source>Page size</source>
        <translation>Tamaño de página</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="140"/>
        <source>Print scale: 1 square = 1 inch, tiled over pages</source>
        <translation>Escala de impresión: 1 casilla = 1 pulgada, repartida en páginas</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="141"/>
        <source>Fit the whole map on one page</source>
        <translation>Ajustar todo el mapa a una página</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="148"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="158"/>
        <source>battlemap</source>
        <translation>mapa</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="218"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="219"/>
        <source>SVG pictures (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="220"/>
        <source>Universal VTT maps (*.dd2vtt)</source>
        <translation>Mapas Universal VTT (*.dd2vtt)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="239"/>
        <source>Walls, doors, lights and the background image, for other virtual tabletops</source>
        <translation>Muros, puertas, luces y la imagen de fondo, para otros tableros virtuales</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="243"/>
        <source>(1 carried light exported as a placed light)</source>
        <translation>(1 luz llevada exportada como luz colocada)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="244"/>
        <source>(%1 carried lights exported as placed lights)</source>
        <translation>(%1 luces llevadas exportadas como luces colocadas)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="254"/>
        <source>No paper colour or background image (saves ink)</source>
        <translation>Sin color de papel ni imagen de fondo (ahorra tinta)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="266"/>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 píxeles</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="271"/>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="273"/>
        <source>%1 pages: %2 x %3 tiles at 1 square = 1 inch</source>
        <translation>%1 páginas: %2 x %3 hojas a 1 casilla = 1 pulgada</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="299"/>
        <source>Choose a file to export to.</source>
        <translation>Elige un archivo al que exportar.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/export_dialog.py" line="307"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>FogBrushTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="45"/>
        <source>Fog brush</source>
        <translation>Pincel de niebla</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="48"/>
        <source>Drag to reveal cells to the players; right-drag to hide them; brush size in the palette</source>
        <translation>Arrastra para revelar casillas a los jugadores; arrastra con el botón derecho para ocultarlas; tamaño del pincel en la paleta</translation>
    </message>
</context>
<context>
    <name>FogRectTool</name>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="80"/>
        <source>Fog rectangle</source>
        <translation>Rectángulo de niebla</translation>
    </message>
    <message>
        <location filename="../../ui/play/fog_tools.py" line="83"/>
        <source>Drag a rectangle to reveal it to the players; right-drag to hide it</source>
        <translation>Arrastra un rectángulo para revelarlo a los jugadores; arrastra con el botón derecho para ocultarlo</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="32"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="46"/>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Referencia de reglas</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="49"/>
        <source>Cover, concealment and flanking in the current ruleset</source>
        <translation>Cobertura, ocultación y flanqueo con las reglas actuales</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="51"/>
        <source>Rules in &amp;Full</source>
        <translation>Reglas &amp;completas</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="54"/>
        <source>Everything the engine decides, with the decisions Battlemap made (English)</source>
        <translation>Todo lo que decide el motor, con las decisiones que tomó Battlemap (en inglés)</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="56"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../ui/help/__init__.py" line="60"/>
        <source>&amp;About Battlemap</source>
        <translation>&amp;Acerca de Battlemap</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="100"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../ui/docks/history_dock.py" line="102"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;mapa abierto&gt;</translation>
    </message>
</context>
<context>
    <name>ImportUvtt</name>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="30"/>
        <source>Universal VTT maps ({patterns});;All files (*)</source>
        <translation>Mapas Universal VTT ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="39"/>
        <source>Import Universal VTT map</source>
        <translation>Importar mapa Universal VTT</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="51"/>
        <source>Cannot import map</source>
        <translation>No se puede importar el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="54"/>
        <source>{name} (imported)</source>
        <translation>{name} (importado)</translation>
    </message>
    <message>
        <location filename="../../ui/background/import_uvtt.py" line="58"/>
        <source>Imported {file}: {walls} walls, {doors} doors, {w} × {h} squares</source>
        <translation>Importado {file}: {walls} muros, {doors} puertas, {w} × {h} casillas</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="317"/>
        <source>Rules Inspector</source>
        <translation>Inspector de reglas</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="491"/>
        <source>Select a token on the map: its attacks show here.</source>
        <translation>Selecciona una ficha en el mapa: sus ataques aparecen aquí.</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="494"/>
        <source>%1 attack by %2</source>
        <translation>Ataque (%1) de %2</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="550"/>
        <source>Select a row to see the whole result, the lines and the reasons.</source>
        <translation>Selecciona una fila para ver el resultado completo, las líneas y los motivos.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../render/export/overlays.py" line="62"/>
        <location filename="../../ui/overlays/legend_dock.py" line="49"/>
        <source>Melee attack by %1</source>
        <translation>Ataque cuerpo a cuerpo de %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="63"/>
        <location filename="../../ui/overlays/legend_dock.py" line="50"/>
        <source>Ranged attack by %1</source>
        <translation>Ataque a distancia de %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="64"/>
        <location filename="../../ui/overlays/legend_dock.py" line="51"/>
        <source>Area attack by %1</source>
        <translation>Ataque de área de %1</translation>
    </message>
    <message>
        <location filename="../../render/export/overlays.py" line="65"/>
        <location filename="../../ui/overlays/legend_dock.py" line="52"/>
        <source>Close attack by %1</source>
        <translation>Ataque cercano de %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="106"/>
        <source>Badges give cover with its AC and Reflex bonus, concealment with its miss chance, flanking, combat advantage, and the total attack and AC modifiers.</source>
        <translation>Las etiquetas indican la cobertura con su bonificador a la CA y a Reflejos, la ocultación con su probabilidad de fallo, el flanqueo, la ventaja de combate y los modificadores totales de ataque y de CA.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="108"/>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="110"/>
        <source>Light source</source>
        <translation>Fuente de luz</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="112"/>
        <source>Dim light</source>
        <translation>Luz tenue</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="114"/>
        <source>Darkness (no light)</source>
        <translation>Oscuridad (sin luz)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="116"/>
        <source>%1 (inactive)</source>
        <translation>%1 (inactiva)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="118"/>
        <source>Clear line</source>
        <translation>Línea libre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="120"/>
        <source>Line blocked by terrain</source>
        <translation>Línea bloqueada por el terreno</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="122"/>
        <source>Line blocked by a creature</source>
        <translation>Línea bloqueada por una criatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="124"/>
        <source>What blocks</source>
        <translation>Lo que bloquea</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="126"/>
        <source>Where the lines start (corner or origin)</source>
        <translation>Donde empiezan las líneas (esquina u origen)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="128"/>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="130"/>
        <source>Flanking</source>
        <translation>Flanqueo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="132"/>
        <source>Cannot be attacked (total cover)</source>
        <translation>No se puede atacar (cobertura total)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="134"/>
        <source>Total concealment</source>
        <translation>Ocultación total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="136"/>
        <source>Badge: no cover or concealment</source>
        <translation>Etiqueta: sin cobertura ni ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="138"/>
        <source>Badge: cover or concealment</source>
        <translation>Etiqueta: cobertura u ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="140"/>
        <source>Badge: heavy cover or total concealment</source>
        <translation>Etiqueta: cobertura fuerte u ocultación total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="142"/>
        <source>Badge: melee target out of reach (greyed)</source>
        <translation>Etiqueta: objetivo cuerpo a cuerpo fuera de alcance (en gris)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="144"/>
        <source>Area template: the squares it covers</source>
        <translation>Plantilla de área: las casillas que cubre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="146"/>
        <source>Spared: on a covered square, no line of effect</source>
        <translation>A salvo: en una casilla cubierta, sin línea de efecto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="148"/>
        <source>Ally caught in the area (friendly fire)</source>
        <translation>Aliado alcanzado en el área (fuego amigo)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="150"/>
        <source>%1 measures templates in squares, not in feet</source>
        <translation>%1 mide las plantillas en casillas, no en pies</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="152"/>
        <source>%1 measures templates in feet, not in squares</source>
        <translation>%1 mide las plantillas en pies, no en casillas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="154"/>
        <source>its creature is no longer on the map</source>
        <translation>su criatura ya no está en el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="156"/>
        <source>it lies off the board</source>
        <translation>queda fuera del tablero</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="158"/>
        <source>it no longer starts from its creature&apos;s squares</source>
        <translation>ya no parte de las casillas de su criatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="160"/>
        <source>the blast overlaps its creature</source>
        <translation>la explosión se superpone a su criatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="162"/>
        <source>the blast no longer touches its creature</source>
        <translation>la explosión ya no toca a su criatura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="164"/>
        <source>%1 (inactive): %2</source>
        <translation>%1 (inactiva): %2</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <location filename="../../ui/overlays/legend_dock.py" line="170"/>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
</context>
<context>
    <name>LightCommands</name>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="17"/>
        <source>Place {name}</source>
        <translation>Colocar {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="27"/>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="33"/>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="42"/>
        <source>Change {name}</source>
        <translation>Cambiar {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/light_commands.py" line="48"/>
        <source>Set ambient light</source>
        <translation>Cambiar la luz ambiental</translation>
    </message>
</context>
<context>
    <name>LightPresets</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Torch</source>
        <translation>Antorcha</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="22"/>
        <source>Hooded lantern</source>
        <translation>Linterna sorda</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Sunrod</source>
        <translation>Vara solar</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="23"/>
        <source>Light (spell)</source>
        <translation>Luz (conjuro)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Lantern</source>
        <translation>Linterna</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="24"/>
        <source>Beacon</source>
        <translation>Baliza</translation>
    </message>
</context>
<context>
    <name>LightTool</name>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="32"/>
        <source>Light</source>
        <translation>Luz</translation>
    </message>
    <message>
        <location filename="../../ui/tools/light_tool.py" line="35"/>
        <source>Click to place a light (kind and radii in the palette); drag a light to move it; right-click a light to remove it</source>
        <translation>Haz clic para colocar una luz (tipo y radios en la paleta); arrastra una luz para moverla; clic derecho sobre una luz para quitarla</translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="44"/>
        <source>Wall line</source>
        <translation>Línea de muro</translation>
    </message>
    <message>
        <location filename="../../ui/tools/line_tool.py" line="47"/>
        <source>Drag from corner to corner to draw a wall, door, window or low wall (kind in the palette); Shift keeps it straight; right-click removes one</source>
        <translation>Arrastra de esquina a esquina para dibujar un muro, una puerta, una ventana o un murete (tipo en la paleta); Mayús lo mantiene recto; clic derecho quita uno</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
</context>
<context>
    <name>MoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/move_template_command.py" line="19"/>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
</context>
<context>
    <name>MoveTokensCommand</name>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="23"/>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <location filename="../../ui/commands/move_tokens_command.py" line="25"/>
        <source>Move {n} tokens</source>
        <translation>Mover {n} fichas</translation>
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
        <translation>puerta</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="12"/>
        <source>window</source>
        <translation>ventana</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="13"/>
        <source>low wall</source>
        <translation>murete</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="16"/>
        <source>Fine</source>
        <translation>Minúsculo</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="17"/>
        <source>Diminutive</source>
        <translation>Diminuto</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="18"/>
        <source>Tiny</source>
        <translation>Menudo</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="19"/>
        <source>Small</source>
        <translation>Pequeño</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="20"/>
        <source>Medium</source>
        <translation>Mediano</translation>
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
        <translation>Gargantuesco</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="24"/>
        <source>Colossal</source>
        <translation>Colosal</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="32"/>
        <source>prone</source>
        <translation>derribado</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="33"/>
        <source>helpless</source>
        <translation>indefenso</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="34"/>
        <source>unconscious</source>
        <translation>inconsciente</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="35"/>
        <source>stunned</source>
        <translation>aturdido</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="36"/>
        <source>blinded</source>
        <translation>cegado</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="37"/>
        <source>invisible</source>
        <translation>invisible</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="38"/>
        <source>restrained</source>
        <translation>apresado</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="39"/>
        <source>dazed</source>
        <translation>atontado</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="40"/>
        <source>surprised</source>
        <translation>sorprendido</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="41"/>
        <source>paralyzed</source>
        <translation>paralizado</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="42"/>
        <source>asleep</source>
        <translation>dormido</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="45"/>
        <source>PCs</source>
        <translation>PJ</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="46"/>
        <source>allies</source>
        <translation>aliados</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="47"/>
        <source>enemies</source>
        <translation>enemigos</translation>
    </message>
    <message>
        <location filename="../../ui/names.py" line="48"/>
        <source>neutral</source>
        <translation>neutrales</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="16"/>
        <source>New map</source>
        <translation>Mapa nuevo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="20"/>
        <source>Width</source>
        <translation>Anchura</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="21"/>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="24"/>
        <source>Ruleset</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_map_dialog.py" line="35"/>
        <source> squares</source>
        <translation> casillas</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="54"/>
        <source>Out of reach</source>
        <translation>Fuera de alcance</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="56"/>
        <source>Soft cover</source>
        <translation>Cobertura blanda</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="58"/>
        <source>Partial cover</source>
        <translation>Cobertura parcial</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="60"/>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="62"/>
        <source>Improved cover</source>
        <translation>Cobertura mejorada</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="64"/>
        <source>Total cover</source>
        <translation>Cobertura total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="66"/>
        <source>Lesser cover</source>
        <translation>Cobertura menor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="68"/>
        <source>Standard cover</source>
        <translation>Cobertura estándar</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="70"/>
        <source>Greater cover</source>
        <translation>Cobertura mayor</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="72"/>
        <source>Superior cover</source>
        <translation>Cobertura superior</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="74"/>
        <source>No cover</source>
        <translation>Sin cobertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="76"/>
        <source>Total concealment</source>
        <translation>Ocultación total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="78"/>
        <source>total cover</source>
        <translation>cobertura total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="80"/>
        <source>no line of effect</source>
        <translation>sin línea de efecto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="82"/>
        <source>Concealment</source>
        <translation>Ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="84"/>
        <source>Ally caught (friendly fire)</source>
        <translation>Aliado alcanzado (fuego amigo)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="86"/>
        <source>Coup de grace possible</source>
        <translation>Golpe de gracia posible</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="88"/>
        <source>Flanked</source>
        <translation>Flanqueado</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="90"/>
        <source>Cannot be attacked: %1</source>
        <translation>No se puede atacar: %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="92"/>
        <source>%1% miss</source>
        <translation>%1 % de fallo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="94"/>
        <source>Combat advantage %1</source>
        <translation>Ventaja de combate %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="96"/>
        <source>AC %1</source>
        <translation>CA %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="98"/>
        <source>Reflex %1</source>
        <translation>Reflejos %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="100"/>
        <source>attack %1</source>
        <translation>ataque %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="102"/>
        <source>Flanked %1</source>
        <translation>Flanqueado %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="104"/>
        <source>Total: attack %1, AC %2</source>
        <translation>Total: ataque %1, CA %2</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="194"/>
        <source>Obscured, but the attacker sees through it</source>
        <translation>Oscurecido, pero el atacante ve a través</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="196"/>
        <source>Concealment for the attacker</source>
        <translation>Ocultación para el atacante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="198"/>
        <source>Total concealment for the attacker</source>
        <translation>Ocultación total para el atacante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="200"/>
        <source>Area origin (click a cell corner to move it)</source>
        <translation>Origen del área (haz clic en una esquina de casilla para moverlo)</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="182"/>
        <source>Rules &amp;Overlays</source>
        <translation>&amp;Capas de reglas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="184"/>
        <source>L&amp;egend</source>
        <translation>L&amp;eyenda</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="186"/>
        <source>&amp;Lines</source>
        <translation>&amp;Líneas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="188"/>
        <source>&amp;Badges</source>
        <translation>&amp;Etiquetas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="190"/>
        <source>&amp;Flanking</source>
        <translation>&amp;Flanqueo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="192"/>
        <source>&amp;Concealment Shading</source>
        <translation>&amp;Sombreado de ocultación</translation>
    </message>
</context>
<context>
    <name>PaintCellsCommand</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="166"/>
        <source>Fill rectangle with {terrain}</source>
        <translation>Rellenar rectángulo con {terrain}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="168"/>
        <source>Bucket fill with {terrain}</source>
        <translation>Rellenar área con {terrain}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="170"/>
        <source>Paint {terrain}</source>
        <translation>Pintar {terrain}</translation>
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
        <translation>Obstáculo bajo</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="35"/>
        <source>low obstacle</source>
        <translation>obstáculo bajo</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="36"/>
        <source>Fog</source>
        <translation>Niebla</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="37"/>
        <source>fog</source>
        <translation>niebla</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="38"/>
        <source>Heavy fog</source>
        <translation>Niebla densa</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="39"/>
        <source>heavy fog</source>
        <translation>niebla densa</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="40"/>
        <source>Dim light</source>
        <translation>Luz tenue</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="41"/>
        <source>dim light</source>
        <translation>luz tenue</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="42"/>
        <source>Darkness</source>
        <translation>Oscuridad</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="43"/>
        <source>darkness</source>
        <translation>oscuridad</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="44"/>
        <source>Clear solid</source>
        <translation>Quitar obstáculos</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="45"/>
        <source>open ground</source>
        <translation>terreno despejado</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="46"/>
        <source>Clear obscurement</source>
        <translation>Quitar niebla y penumbra</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="47"/>
        <source>clear air</source>
        <translation>aire despejado</translation>
    </message>
    <message>
        <location filename="../../ui/tools/palette.py" line="63"/>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="47"/>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="63"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="71"/>
        <source>{name} (key {n})</source>
        <translation>{name} (tecla {n})</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="86"/>
        <source>Brush size (squares)</source>
        <translation>Tamaño del pincel (casillas)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="91"/>
        <source>Wall line</source>
        <translation>Línea de muro</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="106"/>
        <source>New token</source>
        <translation>Ficha nueva</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="112"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="119"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="126"/>
        <source>Faction</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="130"/>
        <source>New light</source>
        <translation>Nueva luz</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="134"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="140"/>
        <source> ft</source>
        <translation> pies</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="143"/>
        <source>Bright radius</source>
        <translation>Radio brillante</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="144"/>
        <source>Dim radius</source>
        <translation>Radio tenue</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="155"/>
        <source>{name} ({bright}/{dim} ft)</source>
        <translation>{name} ({bright}/{dim} pies)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/palette_dock.py" line="158"/>
        <source>Custom radii</source>
        <translation>Radios a medida</translation>
    </message>
</context>
<context>
    <name>PasteCommand</name>
    <message>
        <location filename="../../ui/commands/clipboard_commands.py" line="23"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="292"/>
        <source>Reveal cells</source>
        <translation>Revelar casillas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="294"/>
        <source>Hide cells</source>
        <translation>Ocultar casillas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="296"/>
        <source>Change turn order</source>
        <translation>Cambiar orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="298"/>
        <source>Next turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="300"/>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
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
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="185"/>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="196"/>
        <source>Conditions of the selected tokens</source>
        <translation>Estados de las fichas seleccionadas</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="211"/>
        <source>Player view full screen on</source>
        <translation>Vista de jugadores a pantalla completa en</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="235"/>
        <source>Play mode: terrain and walls are locked; F5 goes back to editing</source>
        <translation>Modo de juego: terreno y muros bloqueados; F5 vuelve a la edición</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="269"/>
        <source>Terrain and walls are locked in play mode (F5 leaves it)</source>
        <translation>El terreno y los muros están bloqueados en el modo de juego (F5 lo abandona)</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="294"/>
        <source>No fight yet: add creatures to the turn order</source>
        <translation>Aún no hay combate: añade criaturas al orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="304"/>
        <source>Change whose turn it is</source>
        <translation>Cambiar de quién es el turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="334"/>
        <location filename="../../ui/i18n_extra.py" line="320"/>
        <source>Turn fog of war off</source>
        <translation>Desactivar la niebla de guerra</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <location filename="../../ui/i18n_extra.py" line="318"/>
        <source>Reveal the whole map</source>
        <translation>Revelar todo el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="337"/>
        <source>Cover the map with fog</source>
        <translation>Cubrir el mapa de niebla de guerra</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="432"/>
        <source>{n}: {name} ({w}×{h})</source>
        <translation>{n}: {name} ({w}×{h})</translation>
    </message>
    <message>
        <location filename="../../ui/play/controller.py" line="433"/>
        <source>screen</source>
        <translation>pantalla</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="308"/>
        <source>Play mode</source>
        <translation>Modo de juego</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="310"/>
        <source>At the table: terrain and walls locked, fog of war, bigger labels</source>
        <translation>En la mesa: terreno y muros bloqueados, niebla de guerra, etiquetas más grandes</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="312"/>
        <source>Next turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="314"/>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="316"/>
        <source>Cover the whole map with fog</source>
        <translation>Cubrir todo el mapa de niebla de guerra</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="322"/>
        <source>Player view</source>
        <translation>Vista de jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="324"/>
        <source>A second window for the players&apos; screen: no hidden tokens, fog of war in black</source>
        <translation>Una segunda ventana para la pantalla de los jugadores: sin fichas ocultas, niebla de guerra en negro</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="326"/>
        <source>Show the attacker&apos;s overlays to players</source>
        <translation>Mostrar a los jugadores las capas del atacante</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="328"/>
        <source>Player view follows my view</source>
        <translation>La vista de jugadores sigue a la mía</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="330"/>
        <source>Fit the map in the player view</source>
        <translation>Ajustar el mapa a la vista de jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="332"/>
        <source>Leave full screen</source>
        <translation>Salir de pantalla completa</translation>
    </message>
</context>
<context>
    <name>PlayerCanvas</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="136"/>
        <source>Round {round}: {name}</source>
        <translation>Asalto {round}: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/player_window.py" line="137"/>
        <source>Round {round}</source>
        <translation>Asalto {round}</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../ui/play/player_window.py" line="229"/>
        <source>Battlemap: player view</source>
        <translation>Battlemap: vista de jugadores</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="23"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="29"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="30"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="32"/>
        <source>How often a modified map is saved to the autosave folder, to recover it after a crash</source>
        <translation>Cada cuánto se guarda un mapa modificado en la carpeta de guardado automático, para recuperarlo tras un cierre inesperado</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="34"/>
        <source>&amp;Autosave every</source>
        <translation>&amp;Guardar automáticamente cada</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="37"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="45"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="46"/>
        <source>A new language applies when Battlemap restarts.</source>
        <translation>El nuevo idioma se aplica al reiniciar Battlemap.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/preferences_dialog.py" line="53"/>
        <source>&amp;Ruleset for new maps</source>
        <translation>&amp;Reglas para mapas nuevos</translation>
    </message>
</context>
<context>
    <name>QuickConditions</name>
    <message>
        <location filename="../../ui/play/conditions.py" line="54"/>
        <source>Hidden from players</source>
        <translation>Oculta a los jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="102"/>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="123"/>
        <source>{n} tokens</source>
        <translation>{n} fichas</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="128"/>
        <source>More conditions</source>
        <translation>Más estados</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="138"/>
        <source>Add to turn order</source>
        <translation>Añadir al orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="140"/>
        <source>Remove from turn order</source>
        <translation>Quitar del orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/conditions.py" line="142"/>
        <source>Make it their turn</source>
        <translation>Darle el turno</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="12"/>
        <source>Every line to the target is blocked: total cover, it cannot be attacked.</source>
        <translation>Todas las líneas hasta el objetivo están bloqueadas: cobertura total, no se le puede atacar.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="14"/>
        <source>A chosen line passes a wall, a low obstacle or a thin wall: cover.</source>
        <translation>Una línea elegida atraviesa un muro, un obstáculo bajo o un muro fino: cobertura.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="16"/>
        <source>A chosen line passes another creature: soft cover.</source>
        <translation>Una línea elegida atraviesa otra criatura: cobertura blanda.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="18"/>
        <source>More than half of the target is visible ({0:.0%}): partial cover.</source>
        <translation>Más de la mitad del objetivo es visible ({0:.0%}): cobertura parcial.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="20"/>
        <source>The target&apos;s cover is improved (arrow slit or similar).</source>
        <translation>La cobertura del objetivo es mejorada (saetera o similar).</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="22"/>
        <source>{0} of the 4 lines from the best corner are blocked.</source>
        <translation>{0} de las 4 líneas desde la mejor esquina están bloqueadas.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="24"/>
        <source>The centre line gives {0} cover.</source>
        <translation>La línea central da cobertura: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="26"/>
        <source>The target stands in poor light: {0}.</source>
        <translation>El objetivo está en poca luz: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="28"/>
        <source>The target&apos;s whole space is in fog: concealment.</source>
        <translation>Todo el espacio del objetivo está en la niebla: ocultación.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="30"/>
        <source>Fog on the chosen lines: {0}.</source>
        <translation>Niebla en las líneas elegidas: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="32"/>
        <source>The attacker cannot see the target (invisible, blinded or no line of sight): total concealment.</source>
        <translation>El atacante no puede ver al objetivo (invisible, cegado o sin línea de visión): ocultación total.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="34"/>
        <source>What obscures the target&apos;s square: {0}.</source>
        <translation>Lo que oscurece la casilla del objetivo: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="36"/>
        <source>Concealment along the centre line or under the target: {0}.</source>
        <translation>Ocultación en la línea central o bajo el objetivo: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="38"/>
        <source>Flanking with {0}.</source>
        <translation>Flanqueo con {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="40"/>
        <source>{0} flanking pair(s) around the target.</source>
        <translation>{0} pareja(s) de flanqueo alrededor del objetivo.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="42"/>
        <source>Combat advantage against the target.</source>
        <translation>Ventaja de combate contra el objetivo.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="302"/>
        <source>Cannot recover map</source>
        <translation>No se puede recuperar el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="304"/>
        <source>{name} (recovered)</source>
        <translation>{name} (recuperado)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="306"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../ui/safety/recovery.py" line="85"/>
        <source>Recover map</source>
        <translation>Recuperar mapa</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="100"/>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="101"/>
        <source>&amp;Show in Folder</source>
        <translation>&amp;Mostrar en la carpeta</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="102"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="103"/>
        <source>Decide &amp;Later</source>
        <translation>Decidir &amp;más tarde</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="114"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found.</source>
        <translation>Battlemap no se cerró correctamente. Se ha encontrado una versión de {name} guardada automáticamente el {time}.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="116"/>
        <source>Recovering it opens it with your changes; saving it replaces {path}.</source>
        <translation>Al recuperarlo se abre con tus cambios; al guardarlo se sustituye {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="119"/>
        <source>Careful: that file was saved after this autosave.</source>
        <translation>Cuidado: ese archivo se guardó después de este guardado automático.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="121"/>
        <source>an untitled map</source>
        <translation>un mapa sin título</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="122"/>
        <source>Battlemap did not close properly. An autosaved version of {name} from {time} was found. It had never been saved.</source>
        <translation>Battlemap no se cerró correctamente. Se ha encontrado una versión de {name} guardada automáticamente el {time}. Nunca se había guardado.</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="131"/>
        <source>Autosave folder</source>
        <translation>Carpeta de guardado automático</translation>
    </message>
    <message>
        <location filename="../../ui/safety/recovery.py" line="132"/>
        <source>The autosaves are in {folder}</source>
        <translation>Los guardados automáticos están en {folder}</translation>
    </message>
</context>
<context>
    <name>RectTool</name>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="81"/>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <location filename="../../ui/tools/rect_tool.py" line="84"/>
        <source>Drag from corner to corner to fill a rectangle with the palette&apos;s terrain</source>
        <translation>Arrastra de esquina a esquina para rellenar un rectángulo con el terreno de la paleta</translation>
    </message>
</context>
<context>
    <name>RemoveSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/remove_segment_command.py" line="14"/>
        <source>Remove {kind}</source>
        <translation>Quitar {kind}</translation>
    </message>
</context>
<context>
    <name>RemoveTemplateCommand</name>
    <message>
        <location filename="../../ui/commands/remove_template_command.py" line="12"/>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="99"/>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="101"/>
        <source>Attack?</source>
        <translation>¿Atacable?</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="102"/>
        <source>Can the target be attacked at all</source>
        <translation>Si se puede atacar al objetivo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="103"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="106"/>
        <source>Area attacks: is the target in the area (its template, or line of effect from the origin)</source>
        <translation>Ataques de área: ¿está el objetivo en el área? (su plantilla, o línea de efecto desde el origen)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="108"/>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="112"/>
        <source>Concealment</source>
        <translation>Ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="115"/>
        <source>Miss %</source>
        <translation>% fallo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="117"/>
        <source>Miss chance from concealment</source>
        <translation>Probabilidad de fallo por ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="118"/>
        <source>Flanked</source>
        <translation>Flanqueado</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="121"/>
        <source>CA</source>
        <translation>VC</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="122"/>
        <source>Combat advantage (4e)</source>
        <translation>Ventaja de combate (4e)</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="123"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="124"/>
        <source>Total modifier to the attack roll</source>
        <translation>Modificador total a la tirada de ataque</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="125"/>
        <source>AC</source>
        <translation>CA</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="126"/>
        <source>Total change to the target&apos;s AC</source>
        <translation>Cambio total a la CA del objetivo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="127"/>
        <source>Reflex</source>
        <translation>Reflejos</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="128"/>
        <source>Cover bonus to Reflex saves</source>
        <translation>Bonificador por cobertura a las salvaciones de Reflejos</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="129"/>
        <source>AoO</source>
        <translation>AdO</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="130"/>
        <source>Attack of opportunity allowed</source>
        <translation>Se permite el ataque de oportunidad</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="131"/>
        <source>Stealth</source>
        <translation>Sigilo</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="132"/>
        <source>The target may hide</source>
        <translation>El objetivo puede esconderse</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="133"/>
        <source>Sight</source>
        <translation>Visión</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="134"/>
        <source>Line of sight</source>
        <translation>Línea de visión</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="135"/>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="136"/>
        <source>Line of effect</source>
        <translation>Línea de efecto</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="137"/>
        <source>Coup</source>
        <translation>Gracia</translation>
    </message>
    <message>
        <location filename="../../ui/overlays/inspector_dock.py" line="138"/>
        <source>Coup de grace possible</source>
        <translation>Golpe de gracia posible</translation>
    </message>
</context>
<context>
    <name>RulerTool</name>
    <message>
        <location filename="../../ui/play/ruler.py" line="117"/>
        <source>Ruler</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="120"/>
        <source>Drag from cell to cell to measure; Escape or a click dismisses the measurement</source>
        <translation>Arrastra de casilla a casilla para medir; Esc o un clic descarta la medida</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="210"/>
        <source>1 square (5 ft)</source>
        <translation>1 casilla (5 pies)</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="212"/>
        <source>{squares} squares ({feet} ft)</source>
        <translation>{squares} casillas ({feet} pies)</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="213"/>
        <source>every diagonal counts 1</source>
        <translation>cada diagonal cuenta 1</translation>
    </message>
    <message>
        <location filename="../../ui/play/ruler.py" line="214"/>
        <source>diagonals count 1-2-1</source>
        <translation>las diagonales cuentan 1-2-1</translation>
    </message>
</context>
<context>
    <name>RulesDocumentDialog</name>
    <message>
        <location filename="../../ui/help/rules_document.py" line="19"/>
        <source>Battlemap Rules in Full</source>
        <translation>Reglas completas de Battlemap</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_document.py" line="27"/>
        <source>The rules document cannot be read: %1</source>
        <translation>No se puede leer el documento de reglas: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="26"/>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="27"/>
        <source>Concealment</source>
        <translation>Ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="28"/>
        <source>Flanking</source>
        <translation>Flanqueo</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="29"/>
        <source>Flanking and combat advantage</source>
        <translation>Flanqueo y ventaja de combate</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="30"/>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="31"/>
        <source>This ruleset</source>
        <translation>Estas reglas</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="35"/>
        <source>Choose a corner of one of your squares and draw lines to the four corners of one square of the target. You choose the corner and the square that suit you best.</source>
        <translation>Escoge una esquina de una de tus casillas y traza líneas hasta las cuatro esquinas de una casilla del objetivo. Tú eliges la esquina y la casilla que más te convengan.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="39"/>
        <source>If a line passes through a wall, a low obstacle or a thin wall, the target has cover: +4 to AC and +2 on Reflex saves.</source>
        <translation>Si una línea atraviesa un muro, un obstáculo bajo o un muro fino, el objetivo tiene cobertura: +4 a la CA y +2 a las salvaciones de Reflejos.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="42"/>
        <source>If a line passes only through a square held by another creature, friend or foe, the target has soft cover against ranged and reach attacks: +4 to AC, no Reflex bonus, and it does not allow stealth.</source>
        <translation>Si una línea solo atraviesa una casilla ocupada por otra criatura, amiga o enemiga, el objetivo tiene cobertura blanda contra ataques a distancia y con alcance: +4 a la CA, sin bonificador a Reflejos, y no permite usar Sigilo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="46"/>
        <source>A low obstacle gives cover only to a target within 30 ft (6 squares) of it, and not against an attacker closer to it than the target.</source>
        <translation>Un obstáculo bajo solo da cobertura a un objetivo que esté a 30 pies (6 casillas) o menos de él, y no contra un atacante que esté más cerca del obstáculo que el objetivo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="49"/>
        <source>In melee against an adjacent target, only walls and low obstacles give cover; creatures never do.</source>
        <translation>En cuerpo a cuerpo contra un objetivo adyacente, solo los muros y los obstáculos bajos dan cobertura; las criaturas nunca.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="52"/>
        <source>Without line of effect (every line blocked by a solid barrier) the target has total cover and cannot be attacked.</source>
        <translation>Sin línea de efecto (todas las líneas bloqueadas por una barrera sólida) el objetivo tiene cobertura total y no se le puede atacar.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="55"/>
        <source>Partial cover (a GM option): when more than half of the target is visible, cover gives only +2 to AC and +1 on Reflex saves.</source>
        <translation>Cobertura parcial (opción del DJ): si más de la mitad del objetivo es visible, la cobertura solo da +2 a la CA y +1 a las salvaciones de Reflejos.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="58"/>
        <source>Improved cover (an arrow slit, by the GM&apos;s ruling) doubles the bonuses: +8 to AC, +4 on Reflex saves and +10 on stealth checks.</source>
        <translation>La cobertura mejorada (una saetera, a criterio del DJ) dobla los bonificadores: +8 a la CA, +4 a las salvaciones de Reflejos y +10 a las pruebas de Sigilo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="61"/>
        <source>No attack of opportunity against a target that has cover from you, soft cover included.</source>
        <translation>No hay ataque de oportunidad contra un objetivo que tenga cobertura respecto a ti, incluida la cobertura blanda.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="66"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance. Several sources never stack: the worst one applies.</source>
        <translation>La ocultación da un 20 % de probabilidad de fallo; la ocultación total, un 50 %. Varias fuentes nunca se apilan: se aplica la peor.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="69"/>
        <source>Ranged and reach attacks: if a line from the chosen corner passes through fog, the target has concealment; through heavy fog, total concealment (only concealment if the target is adjacent).</source>
        <translation>Ataques a distancia y con alcance: si una línea desde la esquina elegida atraviesa niebla, el objetivo tiene ocultación; si atraviesa niebla densa, ocultación total (solo ocultación si el objetivo está adyacente).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="73"/>
        <source>Melee against an adjacent target: concealment only when the target&apos;s whole space is in fog.</source>
        <translation>Cuerpo a cuerpo contra un objetivo adyacente: ocultación solo si todo el espacio del objetivo está en la niebla.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="76"/>
        <source>Dim light gives concealment and darkness total concealment, unless the attacker&apos;s darkvision reaches the target; low-light vision ignores dim light.</source>
        <translation>La luz tenue da ocultación y la oscuridad, ocultación total, salvo que la visión en la oscuridad del atacante alcance al objetivo; la visión en la penumbra ignora la luz tenue.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="80"/>
        <source>An invisible target (unless the attacker sees invisible), a blinded attacker, or line of effect without line of sight: total concealment. No attack of opportunity against a target with total concealment.</source>
        <translation>Un objetivo invisible (salvo que el atacante vea lo invisible), un atacante cegado, o línea de efecto sin línea de visión: ocultación total. No hay ataque de oportunidad contra un objetivo con ocultación total.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="86"/>
        <source>In melee you flank a target when an ally who also threatens it stands on the opposite side: the line between the centres of your squares passes through opposite sides or corners of the target&apos;s space. Flanking gives +2 on the attack roll.</source>
        <translation>En cuerpo a cuerpo flanqueas a un objetivo cuando un aliado que también lo amenaza está en el lado opuesto: la línea entre los centros de vuestras casillas atraviesa lados o esquinas opuestos del espacio del objetivo. El flanqueo da +2 a la tirada de ataque.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="91"/>
        <source>Only a creature that threatens the target can flank: not with a reach of 0 ft, and not while helpless, unconscious, stunned, paralyzed or dazed.</source>
        <translation>Solo una criatura que amenaza al objetivo puede flanquear: no con un alcance de 0 pies, ni estando indefensa, inconsciente, aturdida, paralizada o atontada.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="96"/>
        <source>A prone target has +4 to AC against ranged attacks and −4 against melee; a prone attacker takes −4 on melee attack rolls.</source>
        <translation>Un objetivo derribado tiene +4 a la CA contra ataques a distancia y −4 contra cuerpo a cuerpo; un atacante derribado sufre −4 a las tiradas de ataque cuerpo a cuerpo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="99"/>
        <source>A helpless target has −4 to AC against melee and a further −5 for its Dexterity of 0; an adjacent attacker can deliver a coup de grace.</source>
        <translation>Un objetivo indefenso tiene −4 a la CA contra cuerpo a cuerpo y otro −5 por su Destreza 0; un atacante adyacente puede propinarle un golpe de gracia.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="105"/>
        <source>D&amp;D 3.5: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Hide check.</source>
        <translation>D&amp;D 3.5: un alcance de 10 pies también amenaza la casilla situada a dos casillas en diagonal. La cobertura y la ocultación permiten una prueba de Esconderse.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="110"/>
        <source>Pathfinder: a 10-ft reach also threatens the square two squares away diagonally. Cover and concealment allow a Stealth check.</source>
        <translation>Pathfinder: un alcance de 10 pies también amenaza la casilla situada a dos casillas en diagonal. La cobertura y la ocultación permiten una prueba de Sigilo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="115"/>
        <source>Starfinder: the flanking bonus never exceeds +2. Cover and concealment allow a Stealth check. Prone in zero gravity (off-kilter) is not modelled.</source>
        <translation>Starfinder: el bonificador por flanqueo nunca supera +2. La cobertura y la ocultación permiten una prueba de Sigilo. Estar derribado en gravedad cero (desequilibrado) no se modela.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="124"/>
        <source>Draw one line from the centre of your space to the centre of the target&apos;s space (for an area effect, from its point of origin).</source>
        <translation>Traza una línea desde el centro de tu espacio hasta el centro del espacio del objetivo (para un efecto de área, desde su punto de origen).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="127"/>
        <source>Through a wall, a low wall or a thin wall: standard cover (+4 to AC). Through a creature only: lesser cover (+2 to AC). A blocking creature larger than the target raises the cover by one degree, a smaller one lowers it by one degree.</source>
        <translation>Si atraviesa un muro, un murete o un muro fino: cobertura estándar (+4 a la CA). Si solo atraviesa una criatura: cobertura menor (+2 a la CA). Una criatura que bloquea y es más grande que el objetivo sube la cobertura un grado; una más pequeña la baja un grado.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="132"/>
        <source>Area effects: each square on the line with an object, a creature or terrain that blocks vision raises the cover by one degree, up to greater cover (+8 to AC and on Reflex saves, and the save counts one degree better).</source>
        <translation>Efectos de área: cada casilla de la línea con un objeto, una criatura o un terreno que bloquea la visión sube la cobertura un grado, hasta cobertura mayor (+8 a la CA y a las salvaciones de Reflejos, y la salvación cuenta un grado mejor).</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="137"/>
        <source>Without line of effect the target has total cover. Standard and greater cover allow a Stealth check, lesser cover does not. No attack of opportunity against a target with any cover.</source>
        <translation>Sin línea de efecto el objetivo tiene cobertura total. La cobertura estándar y la mayor permiten una prueba de Sigilo; la menor, no. No hay ataque de oportunidad contra un objetivo con cualquier cobertura.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="143"/>
        <source>Concealment gives a 20% miss chance, total concealment a 50% miss chance.</source>
        <translation>La ocultación da un 20 % de probabilidad de fallo; la ocultación total, un 50 %.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="145"/>
        <source>Ranged and reach attacks: the target is concealed if fog, heavy fog, dim light or darkness lies on the centre line or under the target. Melee against an adjacent target: only if its whole space is in such an effect.</source>
        <translation>Ataques a distancia y con alcance: el objetivo tiene ocultación si hay niebla, niebla densa, luz tenue u oscuridad en la línea central o bajo el objetivo. Cuerpo a cuerpo contra un objetivo adyacente: solo si todo su espacio está en uno de esos efectos.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="149"/>
        <source>Without line of sight the target has total concealment. Concealment also allows a Stealth check.</source>
        <translation>Sin línea de visión el objetivo tiene ocultación total. La ocultación también permite una prueba de Sigilo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="154"/>
        <source>Each pair of creatures that threaten the target from opposite sides is a flanking pair. With n pairs, every flanker gets +n on the attack roll, up to +4 around a Medium or smaller target (more around larger ones). You must be in one of the pairs.</source>
        <translation>Cada pareja de criaturas que amenazan al objetivo desde lados opuestos es una pareja de flanqueo. Con n parejas, cada flanqueador obtiene +n a la tirada de ataque, hasta +4 alrededor de un objetivo Mediano o menor (más alrededor de los mayores). Tú debes formar parte de una de las parejas.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="159"/>
        <source>No flanking if your centre line gives the target any cover.</source>
        <translation>No hay flanqueo si tu línea central da al objetivo cualquier cobertura.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="165"/>
        <source>Choose a corner of a square of your space (for close and area attacks, a corner of the origin square) and draw lines to the four corners of a square of the target.</source>
        <translation>Escoge una esquina de una casilla de tu espacio (para ataques cercanos y de área, una esquina de la casilla de origen) y traza líneas hasta las cuatro esquinas de una casilla del objetivo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="169"/>
        <source>Count the lines blocked by walls, low obstacles and thin walls or, for ranged attacks only, by your enemies: 1 or 2 blocked lines give cover (−2 to the attack roll), 3 or 4 give superior cover (−5). Touching the edge of a square never blocks.</source>
        <translation>Cuenta las líneas bloqueadas por muros, obstáculos bajos y muros finos o, solo en ataques a distancia, por tus enemigos: 1 o 2 líneas bloqueadas dan cobertura (−2 a la tirada de ataque), 3 o 4 dan cobertura superior (−5). Rozar el borde de una casilla nunca bloquea.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="174"/>
        <source>Allies never give cover to your enemies, and no creature gives cover against melee, close or area attacks. Without line of effect the target cannot be attacked.</source>
        <translation>Los aliados nunca dan cobertura a tus enemigos, y ninguna criatura da cobertura contra ataques cuerpo a cuerpo, cercanos o de área. Sin línea de efecto no se puede atacar al objetivo.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="180"/>
        <source>Concealment depends on the target&apos;s square, not on the path: fog or dim light gives concealment (−2 to the attack roll); heavy fog gives concealment next to you and total concealment (−5) farther away; darkness gives total concealment.</source>
        <translation>La ocultación depende de la casilla del objetivo, no del trayecto: la niebla o la luz tenue dan ocultación (−2 a la tirada de ataque); la niebla densa da ocultación si está a tu lado y ocultación total (−5) si está más lejos; la oscuridad da ocultación total.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="185"/>
        <source>Low-light vision ignores dim light, darkvision also darkness. An invisible target or a blinded attacker means total concealment. Close and area attacks ignore concealment.</source>
        <translation>La visión en la penumbra ignora la luz tenue; la visión en la oscuridad, también la oscuridad. Un objetivo invisible o un atacante cegado implican ocultación total. Los ataques cercanos y de área ignoran la ocultación.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="191"/>
        <source>You flank a target when you and an ally are both adjacent to it, able to act, and on opposite sides of it. Flanking grants combat advantage.</source>
        <translation>Flanqueas a un objetivo cuando tú y un aliado estáis adyacentes a él, podéis actuar y estáis en lados opuestos. El flanqueo otorga ventaja de combate.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="194"/>
        <source>Combat advantage gives +2 on the attack roll. You must see the target; you have it against a target that is flanked, prone (melee only), helpless, stunned, dazed, blinded, restrained, surprised or unconscious, or that cannot see you.</source>
        <translation>La ventaja de combate da +2 a la tirada de ataque. Debes ver al objetivo; la tienes contra un objetivo flanqueado, derribado (solo cuerpo a cuerpo), indefenso, aturdido, atontado, cegado, apresado, sorprendido o inconsciente, o que no puede verte.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="199"/>
        <source>No opportunity attack against a target with total cover or total concealment.</source>
        <translation>No hay ataque de oportunidad contra un objetivo con cobertura total u ocultación total.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="204"/>
        <source>Rules reference: %1</source>
        <translation>Referencia de reglas: %1</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="205"/>
        <source>How Battlemap decides cover, concealment and flanking for this ruleset. The overlays on the map follow these rules.</source>
        <translation>Cómo decide Battlemap la cobertura, la ocultación y el flanqueo con estas reglas. Las capas del mapa siguen estas reglas.</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="208"/>
        <source>There is no summary for this ruleset yet.</source>
        <translation>Todavía no hay resumen para estas reglas.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="271"/>
        <source>Rules Reference</source>
        <translation>Referencia de reglas</translation>
    </message>
    <message>
        <location filename="../../ui/help/rules_reference.py" line="283"/>
        <source>Ruleset</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>RulesTooltip</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="202"/>
        <source>something</source>
        <translation>algo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="204"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="206"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="208"/>
        <source>Updating…</source>
        <translation>Actualizando…</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="210"/>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="212"/>
        <source>Ranged</source>
        <translation>A distancia</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="214"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="216"/>
        <source>Close</source>
        <translation>Cercano</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="218"/>
        <source>a low obstacle</source>
        <translation>un obstáculo bajo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="220"/>
        <source>a wall square</source>
        <translation>una casilla de muro</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="222"/>
        <source>thin wall</source>
        <translation>muro fino</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="224"/>
        <source>Line of effect</source>
        <translation>Línea de efecto</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="226"/>
        <source>Line of sight</source>
        <translation>Línea de visión</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="228"/>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="230"/>
        <source>Concealment</source>
        <translation>Ocultación</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="232"/>
        <source>Flanked</source>
        <translation>Flanqueado</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="234"/>
        <source>Attack modifier</source>
        <translation>Modificador de ataque</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="236"/>
        <source>AC modifier</source>
        <translation>Modificador de CA</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="238"/>
        <source>Reflex modifier</source>
        <translation>Modificador de Reflejos</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="240"/>
        <source>Can attack</source>
        <translation>Puede atacar</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="242"/>
        <source>Attack of opportunity</source>
        <translation>Ataque de oportunidad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="244"/>
        <source>Stealth possible</source>
        <translation>Sigilo posible</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="246"/>
        <source>Coup de grace</source>
        <translation>Golpe de gracia</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="248"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="250"/>
        <source>Total concealment</source>
        <translation>Ocultación total</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="252"/>
        <source>the creature %1</source>
        <translation>la criatura %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="254"/>
        <source>%1: clear</source>
        <translation>%1: libre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="256"/>
        <source>In reach</source>
        <translation>Al alcance</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="258"/>
        <source>Friendly fire</source>
        <translation>Fuego amigo</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="260"/>
        <source>an ally caught in the area</source>
        <translation>un aliado alcanzado en el área</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="262"/>
        <source>Visible fraction</source>
        <translation>Fracción visible</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="264"/>
        <source>Combat advantage</source>
        <translation>Ventaja de combate</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="266"/>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="268"/>
        <source>%1: blocked by %2</source>
        <translation>%1: bloqueada por %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="270"/>
        <source>(%1% miss chance)</source>
        <translation>(%1 % de probabilidad de fallo)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="272"/>
        <source>a thin wall (%1) #%2</source>
        <translation>un muro fino (%1) n.º %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="274"/>
        <source>attack %1</source>
        <translation>ataque %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="276"/>
        <source>AC %1</source>
        <translation>CA %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="278"/>
        <source>Reflex %1</source>
        <translation>Reflejos %1</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="280"/>
        <source>(attack %1)</source>
        <translation>(ataque %1)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="282"/>
        <source>yes%1, with %2</source>
        <translation>sí%1, con %2</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="284"/>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="286"/>
        <source>Lines (%1 of %2 blocked)</source>
        <translation>Líneas (%1 de %2 bloqueadas)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="288"/>
        <source>%1 at (%2, %3)</source>
        <translation>%1 en (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="290"/>
        <source>%1 → %2 · %3 attack · %4</source>
        <translation>%1 → %2 · ataque: %3 · %4</translation>
    </message>
</context>
<context>
    <name>RulesetChooser</name>
    <message>
        <location filename="../../ui/ruleset_combo.py" line="41"/>
        <source>Ruleset that judges cover, concealment and flanking</source>
        <translation>Reglas que deciden la cobertura, la ocultación y el flanqueo</translation>
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
        <translation>Pathfinder 1.ª ed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="48"/>
        <source>Starfinder</source>
        <translation>Starfinder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="50"/>
        <source>D&amp;D 4e</source>
        <translation>D&amp;D 4.ª ed.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="52"/>
        <source>Graded cover</source>
        <translation>Cobertura graduada</translation>
    </message>
</context>
<context>
    <name>SafetyController</name>
    <message>
        <location filename="../../ui/safety/install.py" line="61"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
</context>
<context>
    <name>SegmentItem</name>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="64"/>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <location filename="../../ui/scene/segment_item.py" line="65"/>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="71"/>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <location filename="../../ui/tools/select_tool.py" line="74"/>
        <source>Click or drag a box to select tokens (the box&apos;s terrain is copied too), Shift to add; drag tokens to move them, arrow keys nudge them; double-click a door to open or close it</source>
        <translation>Haz clic o arrastra un recuadro para seleccionar fichas (el terreno del recuadro también se copia), Mayús para añadir; arrastra las fichas para moverlas, las flechas las desplazan una casilla; doble clic en una puerta para abrirla o cerrarla</translation>
    </message>
</context>
<context>
    <name>SetBackgroundCommand</name>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="13"/>
        <source>Remove background</source>
        <translation>Quitar fondo</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="15"/>
        <source>Set background image</source>
        <translation>Poner imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_background_command.py" line="16"/>
        <source>Calibrate background</source>
        <translation>Calibrar fondo</translation>
    </message>
</context>
<context>
    <name>SetOptionsCommand</name>
    <message>
        <location filename="../../ui/commands/set_options_command.py" line="12"/>
        <source>Change options</source>
        <translation>Cambiar opciones</translation>
    </message>
</context>
<context>
    <name>SetRulesetCommand</name>
    <message>
        <location filename="../../ui/commands/set_ruleset_command.py" line="16"/>
        <source>Ruleset {old} → {name}</source>
        <translation>Reglas {old} → {name}</translation>
    </message>
</context>
<context>
    <name>SetSegmentCommand</name>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="17"/>
        <source>Open door</source>
        <translation>Abrir puerta</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="18"/>
        <source>Close door</source>
        <translation>Cerrar puerta</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_segment_command.py" line="20"/>
        <source>Change {kind}</source>
        <translation>Cambiar {kind}</translation>
    </message>
</context>
<context>
    <name>SetTokenArtCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="15"/>
        <source>Clear token art</source>
        <translation>Quitar imagen de ficha</translation>
    </message>
    <message>
        <location filename="../../ui/commands/set_token_art_command.py" line="17"/>
        <source>Set token art</source>
        <translation>Poner imagen de ficha</translation>
    </message>
</context>
<context>
    <name>SetTokenPropertiesCommand</name>
    <message>
        <location filename="../../ui/commands/set_token_properties_command.py" line="18"/>
        <source>Change {property}</source>
        <translation>Cambiar {property}</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/i18n_extra.py" line="172"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="174"/>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="176"/>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="178"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../../ui/i18n_extra.py" line="180"/>
        <source>Elsewhere</source>
        <translation>En otros lugares</translation>
    </message>
</context>
<context>
    <name>StatusInfo</name>
    <message>
        <location filename="../../ui/status_bar.py" line="29"/>
        <location filename="../../ui/status_bar.py" line="30"/>
        <source>Square {x}, {y}</source>
        <translation>Casilla {x}, {y}</translation>
    </message>
    <message>
        <location filename="../../ui/status_bar.py" line="39"/>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent} %</translation>
    </message>
</context>
<context>
    <name>TemplateController</name>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Burst</source>
        <translation>Explosión</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Cone</source>
        <translation>Cono</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="161"/>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="162"/>
        <source>Blast</source>
        <translation>Ráfaga</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="217"/>
        <source>%1 is inactive: %2</source>
        <translation>%1 está inactiva: %2</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="227"/>
        <source> (switch the ruleset back to use it)</source>
        <translation> (vuelve a las reglas anteriores para usarla)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="229"/>
        <source>%1 templates are inactive under %2 (switch the ruleset back to use them)</source>
        <translation>%1 plantillas están inactivas con %2 (vuelve a las reglas anteriores para usarlas)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controller.py" line="233"/>
        <source>Every template is active again</source>
        <translation>Todas las plantillas vuelven a estar activas</translation>
    </message>
</context>
<context>
    <name>TemplateControls</name>
    <message>
        <location filename="../../ui/templates/controls.py" line="23"/>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="30"/>
        <source>Template:</source>
        <translation>Plantilla:</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="36"/>
        <source>Shape of the area template the Area tool places</source>
        <translation>Forma de la plantilla que coloca la herramienta Área</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="42"/>
        <source>Radius, length or size of the template</source>
        <translation>Radio, longitud o tamaño de la plantilla</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="47"/>
        <source>The map&apos;s templates: the chosen one is judged</source>
        <translation>Las plantillas del mapa: se evalúa la elegida</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="51"/>
        <source>Remove template</source>
        <translation>Quitar plantilla</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="52"/>
        <source>Remove the chosen template from the map</source>
        <translation>Quita del mapa la plantilla elegida</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Burst</source>
        <translation>Explosión</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Cone</source>
        <translation>Cono</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="68"/>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Area burst</source>
        <translation>Estallido de área</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="69"/>
        <source>Close burst</source>
        <translation>Estallido cercano</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="70"/>
        <source>Close blast</source>
        <translation>Ráfaga cercana</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="75"/>
        <source>%1 sq</source>
        <translation>%1 cas.</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="76"/>
        <source>%1 ft</source>
        <translation>%1 pies</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="84"/>
        <source>(no template)</source>
        <translation>(sin plantilla)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="85"/>
        <source>%1 (inactive)</source>
        <translation>%1 (inactiva)</translation>
    </message>
    <message>
        <location filename="../../ui/templates/controls.py" line="94"/>
        <source>%1 templates inactive under this ruleset</source>
        <translation>%1 plantillas inactivas con estas reglas</translation>
    </message>
</context>
<context>
    <name>TokenArt</name>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="39"/>
        <source>the picture is {w}x{h} pixels; token art is at most {mp} megapixels</source>
        <translation>la imagen tiene {w}x{h} píxeles; la imagen de una ficha tiene como máximo {mp} megapíxeles</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/art_files.py" line="48"/>
        <source>the picture takes {mib} MiB as PNG; token art is at most {limit} MiB</source>
        <translation>la imagen ocupa {mib} MiB en PNG; la imagen de una ficha ocupa como máximo {limit} MiB</translation>
    </message>
</context>
<context>
    <name>TokenArtDrops</name>
    <message>
        <location filename="../../ui/token_art/drops.py" line="155"/>
        <source>No room for a new token</source>
        <translation>No hay sitio para una ficha nueva</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="156"/>
        <source>Every square near here is taken.</source>
        <translation>Todas las casillas cercanas están ocupadas.</translation>
    </message>
    <message>
        <location filename="../../ui/token_art/drops.py" line="164"/>
        <source>Cannot use this image</source>
        <translation>No se puede usar esta imagen</translation>
    </message>
</context>
<context>
    <name>TokenDock</name>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="42"/>
        <location filename="../../ui/docks/token_dock.py" line="186"/>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="49"/>
        <source>Select a token to edit it.</source>
        <translation>Selecciona una ficha para editarla.</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="66"/>
        <source> ft</source>
        <translation> pies</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="84"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="89"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="94"/>
        <source>Faction</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="95"/>
        <source>Art</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="96"/>
        <source>by size</source>
        <translation>según tamaño</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="99"/>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="100"/>
        <location filename="../../ui/docks/token_dock.py" line="116"/>
        <location filename="../../ui/docks/token_dock.py" line="117"/>
        <source>none</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="103"/>
        <source>Darkvision</source>
        <translation>Visión en la oscuridad</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="105"/>
        <source>Low-light vision</source>
        <translation>Visión en la penumbra</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="106"/>
        <source>See invisible</source>
        <translation>Ver lo invisible</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="107"/>
        <source>Improved cover (GM ruling)</source>
        <translation>Cobertura mejorada (decisión del DJ)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="108"/>
        <source>Hidden from players</source>
        <translation>Oculta a los jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="112"/>
        <source>Carries a light</source>
        <translation>Lleva una luz</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="121"/>
        <source>Bright light</source>
        <translation>Luz brillante</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="122"/>
        <source>Dim light</source>
        <translation>Luz tenue</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="123"/>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="142"/>
        <source>Art…</source>
        <translation>Imagen…</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="143"/>
        <source>Show a picture (PNG, JPEG or WebP) on the selected tokens; or drop an image file on a token</source>
        <translation>Muestra una imagen (PNG, JPEG o WebP) en las fichas seleccionadas; o suelta un archivo de imagen sobre una ficha</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="146"/>
        <source>Clear art</source>
        <translation>Quitar imagen</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="147"/>
        <source>Show the initials again</source>
        <translation>Volver a mostrar las iniciales</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="184"/>
        <source>Token ({n} selected)</source>
        <translation>Ficha ({n} seleccionadas)</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="230"/>
        <source>Choose token art</source>
        <translation>Elegir imagen de ficha</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="243"/>
        <source>Cannot use this image</source>
        <translation>No se puede usar esta imagen</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="299"/>
        <source>faction</source>
        <translation>bando</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>reach</source>
        <translation>alcance</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="300"/>
        <source>darkvision</source>
        <translation>visión en la oscuridad</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>low-light vision</source>
        <translation>visión en la penumbra</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="301"/>
        <source>see invisible</source>
        <translation>ver lo invisible</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>improved cover</source>
        <translation>cobertura mejorada</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="302"/>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <location filename="../../ui/docks/token_dock.py" line="303"/>
        <source>light</source>
        <translation>luz</translation>
    </message>
</context>
<context>
    <name>TokenTool</name>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="35"/>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../../ui/tools/token_tool.py" line="38"/>
        <source>Click to place a creature (name, size and faction in the palette)</source>
        <translation>Haz clic para colocar una criatura (nombre, tamaño y bando en la paleta)</translation>
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
        <translation>Orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Init</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>Mod</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="89"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="90"/>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="92"/>
        <source>Initiative modifier, added to the d20 when rolling</source>
        <translation>Modificador de iniciativa, que se suma al d20 al tirar</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="114"/>
        <source>Add selected</source>
        <translation>Añadir seleccionadas</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="115"/>
        <source>Add the tokens selected on the map to the turn order</source>
        <translation>Añadir al orden de turnos las fichas seleccionadas en el mapa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="117"/>
        <source>Add all</source>
        <translation>Añadir todas</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="118"/>
        <source>Add every token on the map</source>
        <translation>Añadir todas las fichas del mapa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="120"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="121"/>
        <source>Remove the rows selected in the list</source>
        <translation>Quitar las filas seleccionadas en la lista</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="123"/>
        <location filename="../../ui/play/turn_order.py" line="315"/>
        <source>End fight</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="124"/>
        <source>Empty the turn order and reset the round counter</source>
        <translation>Vaciar el orden de turnos y reiniciar el contador de asaltos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="126"/>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="128"/>
        <source>Roll d20 + modifier for the rows selected in the list (everyone when none is) and sort</source>
        <translation>Tirar d20 + modificador para las filas seleccionadas en la lista (para todos si no hay ninguna) y ordenar</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="131"/>
        <source>Roll for everyone</source>
        <translation>Tirar para todos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="133"/>
        <source>Roll for everyone but the PCs</source>
        <translation>Tirar para todos salvo los PJ</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="135"/>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="136"/>
        <source>Highest initiative first (ties: higher modifier)</source>
        <translation>Primero la iniciativa más alta (empates: mayor modificador)</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="184"/>
        <source>Round {round}: {name}</source>
        <translation>Asalto {round}: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="186"/>
        <source>No fight: add creatures, then roll</source>
        <translation>Sin combate: añade criaturas y luego tira</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="214"/>
        <source>{id} (removed)</source>
        <translation>{id} (eliminada)</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="221"/>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="269"/>
        <source>Set initiative</source>
        <translation>Fijar iniciativa</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="273"/>
        <source>Change whose turn it is</source>
        <translation>Cambiar de quién es el turno</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="301"/>
        <source>Add to turn order</source>
        <translation>Añadir al orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="308"/>
        <source>Remove from turn order</source>
        <translation>Quitar del orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="320"/>
        <source>Sort turn order</source>
        <translation>Ordenar el orden de turnos</translation>
    </message>
    <message>
        <location filename="../../ui/play/turn_order.py" line="336"/>
        <location filename="../../ui/play/turn_order.py" line="338"/>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../ui/help/__init__.py" line="27"/>
        <location filename="../../ui/menus.py" line="47"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="40"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="41"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="42"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="44"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="51"/>
        <source>&amp;New...</source>
        <translation>&amp;Nuevo...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="52"/>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="53"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="55"/>
        <source>&amp;Samples</source>
        <translation>&amp;Ejemplos</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="61"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="63"/>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="65"/>
        <source>&amp;Export...</source>
        <translation>E&amp;xportar...</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="68"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="79"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="85"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="92"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="95"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99"/>
        <source>Select &amp;All Tokens</source>
        <translation>Seleccionar &amp;todas las fichas</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="105"/>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="107"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="109"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="111"/>
        <source>Tokens selected, and the terrain of the box drawn with the select tool</source>
        <translation>Las fichas seleccionadas y el terreno del recuadro dibujado con la herramienta de selección</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114"/>
        <source>&amp;Nudge Selection</source>
        <translation>&amp;Desplazar la selección</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="116"/>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Up</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="117"/>
        <source>Down</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="149"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="150"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="151"/>
        <source>&amp;Fit Map</source>
        <translation>Aj&amp;ustar mapa</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="152"/>
        <source>&amp;Actual Size</source>
        <translation>Tamaño &amp;real</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="154"/>
        <source>Show &amp;Grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="161"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
</context>
</TS>
